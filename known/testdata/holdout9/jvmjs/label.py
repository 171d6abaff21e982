#!/usr/bin/env python3
"""Writes holdout9/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant) so a regeneration that
moves lines is re-labelled the same way, or stops when a pattern no longer fits.

Patterns are regexes searched in each line with its ANSI escape codes removed (the texts written
to the manifest keep them, and keep GitHub Actions' timestamps; CRLF lines lose the CR)."""
import gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
exits = dict(l.rstrip("\n").split("\t") for l in open(f"{here}/logs/exits.tsv"))
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def lines_of(f):
    p = f"{here}/{f}"
    data = gzip.open(p).read() if p.endswith(".gz") else open(p, "rb").read()
    ls = data.decode().split("\n")
    if ls and ls[-1] == "":
        ls.pop()
    return [l.rstrip("\r") for l in ls]


def find(ls, pat, n=1):
    """the line numbers whose text (ANSI codes removed) matches pat (a regex, searched); n = how
    many are expected"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, ANSI.sub("", l))]
    if n is not None and len(hits) != n:
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits}, want {n}")
    return hits


out = []


def case(id, producer, command, kind, roots, cascade, tally, notes, gz=False):
    """roots: (pattern, source) or (pattern, source, n, which): the which-th of n hits.
    cascade: pattern or (pattern, n); the root lines are taken out of the cascade."""
    f = f"logs/{id}.log" + (".gz" if gz else "")
    ls = lines_of(f)
    rc = int(exits[id])
    rcs = []
    for r in roots:
        pat, src = r[0], r[1]
        n, which = (r[2], r[3]) if len(r) > 2 else (1, 0)
        k = find(ls, pat, n)[which]
        rcs.append({"line": k, "source": src, "text": ls[k - 1]})
    # javac reports Maven's errors in the order Maven lists the files (directory order): keep the
    # manifest in line order whatever that order was
    rcs.sort(key=lambda r: r["line"])
    cas = []
    for c in cascade:
        pat, n = (c, 1) if isinstance(c, str) else c
        cas += find(ls, pat, n)
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    if (rc == 0) != (not rcs):
        sys.exit(f"{id}: exit {rc} but {len(rcs)} root causes")
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


JDK = "OpenJDK 17.0.15 (javac, java)"
LAUNCHER = "JUnit Platform Console Launcher 1.9.1, Jupiter 5.9.2"
MVN = "Apache Maven 3.8.7 (offline), maven-compiler-plugin 3.10.1"
SUREFIRE = "maven-surefire-plugin 2.22.3"
GRADLE = "Gradle 4.4.1 (Debian, --offline, --console=plain)"
NODE = "Node v20.20.2, npm 11.19.1"
NODE6 = "Node v20.20.2, npm 6.14.18"
NODE9 = "Node v20.20.2, npm 9.9.4"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
MVN_CMD = "mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo"
T = r"^\S+Z "  # a GitHub Actions timestamp

# ------------------------------------------------------------------ Java
case("gha-java-maven-compile-test-cme-bigdecimal-scale",
     f"{MVN}, {SUREFIRE} (JUnit Platform provider, trimStackTrace false), Jupiter 5.9.2, {JDK}{GHA}",
     f"java -version && mvn -v; {MVN_CMD} compile; {MVN_CMD} test (three steps)", "test",
     [(T + r"\[ERROR\] purgeDropsVoidedEntries  Time elapsed: .*  <<< ERROR!$",
       "src/main/java/io/ledgerline/core/Ledger.java:38"),
      (T + r"\[ERROR\] grossAddsVat  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/io/ledgerline/tax/TaxCalculator.java:16")],
     [T + r"java\.util\.ConcurrentModificationException$",
      T + r"org\.opentest4j\.AssertionFailedError: expected: <121\.00> but was: <121\.000000>$",
      T + r"\[ERROR\] Tests run: 6, Failures: 0, Errors: 1, Skipped: 0, .*<<< FAILURE! - in io\.ledgerline\.core\.LedgerTest$",
      T + r"\[ERROR\] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, .*<<< FAILURE! - in io\.ledgerline\.tax\.TaxCalculatorTest$",
      T + r"\[ERROR\]   TaxCalculatorTest\.grossAddsVat:27 expected",
      T + r"\[ERROR\]   LedgerTest\.purgeDropsVoidedEntries:40 » ConcurrentModification$",
      T + r"\[ERROR\] Tests run: 16, Failures: 1, Errors: 1, Skipped: 0$",
      T + r"\[INFO\] BUILD FAILURE$", T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin", DONE],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "three-step job: versions, mvn compile (passes with a deprecation [WARNING]), mvn test. "
     "surefire's JUnit Platform provider with trimStackTrace false prints each failure's full "
     "stack (70-odd frames). Two causes, each labelled on surefire's test line that starts its "
     "block: Ledger.purgeVoided removes entries from the list its for-each iterates "
     "(ConcurrentModificationException, '<<< ERROR!'), and TaxCalculator.gross multiplies by a "
     "four-decimal rate without setScale, so assertEquals on BigDecimal sees 121.000000 for 121.00 "
     "('<<< FAILURE!'). The exception lines under them, the class summary lines, the Results list, "
     "the totals, BUILD FAILURE, 'Failed to execute goal' and the runner's exit line are cascade. "
     "Tally from 'Tests run: 16, Failures: 1, Errors: 1, Skipped: 0'")

case("ci-java-maven-offline-dependency-unresolved-crlf", f"Apache Maven 3.8.7 (offline), {JDK}",
     f"bash ci/build.sh (set -euxo pipefail: java -version; {MVN_CMD} -V verify)", "build",
     [(r"^\[ERROR\] Failed to execute goal on project mailmerge: Could not resolve dependencies for project org\.mailmerge:mailmerge:jar:0\.9\.4-SNAPSHOT: Cannot access central .* in offline mode and the artifact org\.apache\.commons:commons-text:jar:1\.11\.0 has not been downloaded from it before\. -> \[Help 1\]$",
       "pom.xml (commons-text.version 1.11.0)")],
     [r"^\[INFO\] BUILD FAILURE$"],
     {},
     "CRLF line ends (texts without the CR). The project's CI script under set -x: java -version, "
     "then mvn -V verify on the offline agent. Dependabot bumped commons-text to 1.11.0, which the "
     "pre-seeded repository does not hold (it has 1.10.0): Maven warns that the POM is missing "
     "(a [WARNING], not the cause) and fails before any plugin runs with a "
     "DependencyResolutionException, labelled on its one '[ERROR] Failed to execute goal' line "
     "(the only line that names the problem). BUILD FAILURE above it is cascade; the help lines "
     "after it are neither. No tally (nothing ran)")

case("java-make-maven-renamed-class-constructor-color",
     f"GNU Make 4.3, {MVN} (-Dstyle.color=always), {JDK}", "make ci MAVEN_REPO=/usr/share/maven-repo",
     "build",
     [(r"^\[ERROR\] /tmp/wisptriage-holdout9-jvmjs/java-maven-shipping/src/main/java/eu/parcelpoint/shipping/rates/Cheapest\.java:\[18,21\] cannot find symbol$",
       "src/main/java/eu/parcelpoint/shipping/rates/Cheapest.java:18", 2, 0),
      (r"^\[ERROR\] /tmp/wisptriage-holdout9-jvmjs/java-maven-shipping/src/main/java/eu/parcelpoint/shipping/rates/ExpressRateCard\.java:\[19,16\] constructor ShippingQuote in class eu\.parcelpoint\.shipping\.rates\.ShippingQuote cannot be applied to given types;$",
       "src/main/java/eu/parcelpoint/shipping/rates/ExpressRateCard.java:19", 2, 0)],
     [(r"^\[ERROR\] /tmp/.*/Cheapest\.java:\[18,21\] cannot find symbol$", 2),
      (r"^\[ERROR\] /tmp/.*/ExpressRateCard\.java:\[19,16\] constructor ShippingQuote", 2),
      (r"^\[ERROR\] /tmp/.*/Cheapest\.java:\[21,39\] cannot find symbol$", 2),
      r"^\[INFO\] 3 errors $", r"^\[INFO\] BUILD FAILURE$",
      r"^\[ERROR\] Failed to execute goal .*maven-compiler-plugin.*Compilation failure",
      r"make: \*\*\* \[Makefile:14: compile\] Error 1$"],
     {"errors": 3},
     "make ci: a versions target, then Maven compile with colour forced (-Dstyle.color=always; "
     "texts keep the escape codes). Two causes: the class Quote was renamed ShippingQuote (file "
     "and class) but Cheapest.java still uses the old name (two 'cannot find symbol', class and "
     "variable Quote: one cause, labelled on the first), and ExpressRateCard calls the "
     "ShippingQuote constructor without the service argument it gained ('cannot be applied to "
     "given types' with its required/found/reason lines). javac prints the constructor error "
     "between Cheapest's two errors. The COMPILATION ERROR block is labelled; its repeat after "
     "'Failed to execute goal', '3 errors', BUILD FAILURE and make's 'Error 1' (glued to Maven's "
     "closing colour reset) are cascade. Tally: javac's '3 errors'")

case("ci-java-javac-werror-removal-warning", JDK,
     "bash ci/compile.sh (set -ex: javac -version; javac -Xlint:all -Werror -d out src/org/feedtool/*/*.java)",
     "build",
     [(r"^error: warnings found and -Werror specified$", "ci/compile.sh (-Werror); src/org/feedtool/cli/Main.java:12")],
     [r"^1 error$"],
     {"errors": 1, "warnings": 5},
     "the project's compile stage under set -x: javac -Xlint:all -Werror over five files. There is "
     "no real compile error: a [removal] warning (new Integer(String)), a [deprecation] (new "
     "Date(String)), two [rawtypes] and an [unchecked], and javac's one error is 'warnings found and "
     "-Werror specified', printed right after the first warning. Labelled there (its only error "
     "line, as holdout8 labelled eslint's --max-warnings 0); five causes, one per warning to fix, "
     "is the other reading. Warnings are not labelled; '1 error' is cascade; the jar step never "
     "runs. Tally: '1 error', '5 warnings'")

case("gha-java-junit5-console-beforeall-methodsource", f"{LAUNCHER} (--disable-ansi-colors), {JDK}{GHA}",
     "javac (main and tests); java -jar junit-platform-console-standalone.jar --disable-banner "
     "--disable-ansi-colors --select-package app.geofence (two steps)", "test",
     [(T + r"    => org\.junit\.platform\.commons\.JUnitException: @BeforeAll method 'void app\.geofence\.FenceRegistryTest\.loadFences\(\) throws java\.io\.IOException' must be static unless",
       "src/test/java/app/geofence/FenceRegistryTest.java:17"),
      (T + r"    => org\.junit\.platform\.commons\.PreconditionViolationException: Could not find factory method \[knownDistance\] in class \[app\.geofence\.LatLonTest\]$",
       "src/test/java/app/geofence/LatLonTest.java:23")],
     [T + r"       Suppressed: org\.junit\.platform\.commons\.PreconditionViolationException: Configuration error: You must configure at least one set of arguments",
      T + r"\[         2 containers failed     \]$", DONE],
     {"tests_passed": 8, "tests_failed": 0, "tests_skipped": 0},
     "two-step job: javac (silent), then the console launcher (colour off, classes by name). Two "
     "causes, both configuration mistakes that fail containers, not tests: FenceRegistryTest's "
     "@BeforeAll is an instance method (JUnitException 'must be static unless ... PER_CLASS': the "
     "whole class, its three tests never start) and LatLonTest's @MethodSource names "
     "'knownDistance' where the factory is knownDistances (PreconditionViolationException, with a "
     "Suppressed 'You must configure at least one set of arguments', cascade). Labelled on the "
     "'=>' lines of the Failures list (holdout7/8's launcher convention); the ✘ lines of the tree "
     "are neither root nor cascade (as defensible). Tally from the launcher's test counts: 8 "
     "successful, 0 failed, 0 skipped ('2 containers failed' is cascade)")

case("ci-java-junitcore-double-delta-caused-by-crlf", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/test.sh (set -eux: javac, javac tests, java org.junit.runner.JUnitCore ...)", "test",
     [(r"^java\.lang\.AssertionError: Use assertEquals\(expected, actual, delta\) to compare floating-point numbers$",
       "src/test/java/nl/warmte/thermostat/ConverterTest.java:20"),
      (r"^java\.lang\.IllegalArgumentException: setting 'hysteresis' is not a number: 0,3$",
       "src/test/resources/living-room.properties:4")],
     [r"^Caused by: java\.lang\.NumberFormatException: For input string: \"0,3\"$",
      r"^FAILURES!!!$", r"^Tests run: 9,  Failures: 2$"],
     {"tests_failed": 2},
     "CRLF line ends. A Jenkins stage script under set -eux: javac (the test compile notes 'uses "
     "or overrides a deprecated API', a hint), then JUnitCore over three classes. Two causes: "
     "ConverterTest calls assertEquals(double, double) without a delta, which JUnit 4 always fails "
     "('Use assertEquals(expected, actual, delta) ...'), and living-room.properties writes "
     "'hysteresis = 0,3' with a decimal comma (IllegalArgumentException <- NumberFormatException). "
     "Labelled on JUnitCore's exception lines under '1) test(Class)' / '2) ...' (the lines that "
     "start each block, as holdout7/8); the 'Caused by:' line (what the second one says) and "
     "FAILURES!!!/'Tests run: 9,  Failures: 2' are cascade. Tally: Failures only, as earlier "
     "holdouts")

case("ci-java-app-bindexception-caused-by", JDK,
     "bash ci/smoke.sh (set -ex: javac; java -cp out io.stockroom.api.Main conf/app.properties --smoke)",
     "mixed",
     [(r'^Exception in thread "main" java\.lang\.IllegalStateException: could not start metrics endpoint on port 18473$',
       "conf/app.properties:6 (metrics.port = http.port)")],
     [r"^Caused by: java\.net\.BindException: Address already in use$"],
     {},
     "a smoke-test script under set -x: javac, then the service once in smoke mode. "
     "conf/app.properties gives metrics.port the same port as http.port (a copy-paste), so after "
     "the API starts the metrics endpoint cannot bind: Exception in thread \"main\" "
     "IllegalStateException <- BindException: Address already in use. Labelled on the 'Exception "
     "in thread' line (the brief's rule: the line that starts the block); the 'Caused by:' line "
     "is what it says, cascade. The [main] INFO lines before it are ordinary output. No tally")

case("java-gradle-script-typo-could-not-find-method", GRADLE, "gradle --offline --no-daemon --console=plain build",
     "build",
     [(r"^> Could not find method testImplmentation\(\) for arguments \[\{name=junit4\}\] on object of type org\.gradle\.api\.internal\.artifacts\.dsl\.dependencies\.DefaultDependencyHandler\.$",
       "build.gradle:17")],
     [r"^A problem occurred evaluating root project 'wordfreq'\.$", r"^FAILURE: Build failed with an exception\.$",
      r"^BUILD FAILED in "],
     {},
     "Gradle 4.4 build (Debian's launcher prints java -version first): 'testImplmentation' typed "
     "in the dependencies block, so evaluating build.gradle fails before any task: * Where: line "
     "17, * What went wrong: 'A problem occurred evaluating root project', then '> Could not find "
     "method testImplmentation() ...'. Labelled on the '>' line that names the problem (as holdout8 "
     "labelled Maven's POM problem, not its heading); the heading line, FAILURE: and BUILD FAILED "
     "are cascade (the heading is as defensible). No tally")

case("ci-java-gradle-assemble-check-classmethod", f"{GRADLE}, JUnit 4.13.2",
     "bash ci/check.sh (gradle assemble; gradle check)", "test",
     [(r"^net\.railtime\.timetable\.BoardFormatterTest > truncatesLongDestinations FAILED$",
       "src/main/java/net/railtime/timetable/BoardFormatter.java:21"),
      (r"^net\.railtime\.timetable\.TimetableTest > classMethod FAILED$",
       "src/test/resources/fixtures/departures_weekday.csv (read as departures-weekday.csv)")],
     [r"^    org\.junit\.ComparisonFailure at BoardFormatterTest\.java:23$",
      r"^    java\.lang\.NullPointerException at TimetableTest\.java:18$",
      r"^4 tests completed, 2 failed$", r"^:test FAILED$", r"^Execution failed for task ':test'\.$",
      r"^> There were failing tests\. ", r"^FAILURE: Build failed with an exception\.$", r"^BUILD FAILED in "],
     {"tests_failed": 2},
     "a GitLab-style script with two Gradle 4.4 runs: assemble passes (BUILD SUCCESSFUL), check "
     "fails in :test (default short exception format; Java 17's setSecurityManager WARNING lines "
     "glued to ':test'). Two causes: TimetableTest's @BeforeClass opens fixtures/"
     "departures-weekday.csv, saved as departures_weekday.csv, so getResourceAsStream returns null "
     "and InputStreamReader throws a bare NullPointerException ('classMethod FAILED': the class's "
     "three tests never run); and BoardFormatter cuts a long destination one character early "
     "(ComparisonFailure). Labelled on Gradle's 'Class > test FAILED' lines; the exception lines "
     "under them, '4 tests completed, 2 failed', ':test FAILED', What went wrong and BUILD FAILED "
     "are cascade. Tally: Gradle prints only the failed count")

case("ci-java-gradle-build-skipped-success", f"{GRADLE}, JUnit 4.13.2, {JDK}",
     "bash ci/build.sh (gradle build; java -jar build/libs/isbn-tools-1.1.0.jar ...)", "mixed",
     [], [],
     {},
     "success: a Jenkins-style script: gradle build with -Xlint:all (four rawtypes/unchecked "
     "warnings glued to ':compileJava', '4 warnings'), one @Ignore'd test ('converts979 SKIPPED'), "
     "Java 17's setSecurityManager WARNING lines, BUILD SUCCESSFUL, then a smoke run of the jar "
     "printing four ISBNs. Gradle 4.4 prints no test totals on success and the javac warnings are "
     "counted by javac inside Gradle's task output, so the tally is left empty")

case("gha-java-maven-reactor-parameterized-rows-long",
     f"{MVN}, {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, maven-jar-plugin 3.3.0, {JDK}{GHA}",
     f"java -version; {MVN_CMD} verify (two steps)", "test",
     [(T + r"\[ERROR\] monthlyCredit\{LocalDate, LocalDate, String\}\[2\]  Time elapsed: .*  <<< FAILURE!$",
       "billing-engine/src/main/java/com/recurly/lite/engine/ProrationCalculator.java:17")],
     [(T + r"\[ERROR\] monthlyCredit\{LocalDate, LocalDate, String\}\[[345]\]  Time elapsed: .*  <<< FAILURE!$", 3),
      (T + r"org\.opentest4j\.AssertionFailedError: expected: <[0-9.]+ EUR> but was: <[0-9.]+ EUR>$", 4),
      T + r"\[ERROR\] Tests run: 6, Failures: 4, Errors: 0, Skipped: 0, .*<<< FAILURE! - in com\.recurly\.lite\.engine\.UpgradeCreditTest$",
      (T + r"\[ERROR\]   UpgradeCreditTest\.monthlyCredit:26 expected: ", 4),
      T + r"\[ERROR\] Tests run: 10, Failures: 4, Errors: 0, Skipped: 0$",
      T + r"\[INFO\] billing engine \.+ FAILURE \[", T + r"\[INFO\] BUILD FAILURE$",
      T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*on project billing-engine",
      DONE],
     {"tests_failed": 4, "errors": 0, "tests_skipped": 0},
     "long (369 lines; gzipped), two-step job: java -version, then mvn verify over a three-module "
     "reactor. billing-model passes (23 tests), billing-engine's tests log 200-odd renewal and "
     "invoice lines, then UpgradeCreditTest fails: four rows ([2]-[5]) of one @CsvSource test fail "
     "the same assertEquals because ProrationCalculator divides the unused share with scale 2 "
     "(0.52 instead of 0.516129). Rows of a table test failing one check, numbers apart: one cause, "
     "labelled on the first row's '<<< FAILURE!' line; the other rows, the exception lines, the "
     "class summary, the Results list, the module's totals, the reactor summary's FAILURE line, BUILD "
     "FAILURE and 'Failed to execute goal' are cascade; billing cli is SKIPPED (neither). Tally: "
     "the failing module's 'Tests run: 10, Failures: 4, Errors: 0, Skipped: 0' (the passing "
     "module's 23 are in its own Results line)", gz=True)

# ------------------------------------------------------------------ JavaScript / TypeScript
case("gha-js-npm-ci-node-test-eslint-merge-marker", f"eslint 9.39.5 (stylish), node --test (TAP), {NODE}{GHA}",
     "npm ci; npm test; npm run lint (eslint src test) (three steps)", "lint",
     [(T + r"  31:1  error  Parsing error: Unexpected token <<$", "src/coupons.js:31"),
      (T + r"  10:15  error  Expected '===' and instead saw '=='  +eqeqeq$", "src/shipping.js:10"),
      (T + r"  17:7   error  'zone' is never reassigned\. Use 'const' instead  prefer-const$", "src/shipping.js:17")],
     [T + r"✖ 4 problems \(3 errors, 1 warning\)$", DONE],
     {"errors": 3, "warnings": 1},
     "three-step job: npm ci (from the lock file), npm test (node --test, TAP because stdout is "
     "not a terminal: 5 tests pass), npm run lint. A merge left conflict markers in coupons.js: "
     "eslint reports 'Parsing error: Unexpected token <<' for the file (and nothing else in it). "
     "Independently shipping.js has an eqeqeq and a prefer-const error: three causes, each lint "
     "finding its own (the convention); the unused 't' argument is a warning. '✖ 4 problems' and "
     "the runner's exit line are cascade. Tally from eslint's summary")

case("ci-ts-npm-run-ci-tsc-plain-casing-crlf", f"tsc 5.9.3 (--pretty false), {NODE}",
     "bash ci/run.sh (set -ex: node --version; npm ci; npm run ci = typecheck && build && test)", "build",
     [(r"^src/tracking/status\.ts\(19,10\): error TS7053: Element implicitly has an 'any' type because expression of type 'string' can't be used to index type",
       "src/tracking/status.ts:19"),
      (r"^src/tracking/trip\.ts\(1,42\): error TS2307: Cannot find module '\.\./geo/Haversine\.js' or its corresponding type declarations\.$",
       "src/tracking/trip.ts:1"),
      (r"^src/tracking/trip\.ts\(23,73\): error TS18048: 'last' is possibly 'undefined'\.$",
       "src/tracking/trip.ts:23")],
     [r"^src/tracking/geofence\.ts\(12,44\): error TS2345: Argument of type 'Fix' is not assignable to parameter of type 'LatLon'\.$"],
     {},
     "CRLF line ends. The agent's script under set -ex: npm ci, then the project's 'ci' script "
     "(typecheck && build && test) stops in typecheck: tsc --noEmit --pretty false, strict with "
     "noUncheckedIndexedAccess. Three causes: trip.ts imports '../geo/Haversine.js' where the "
     "file is haversine.ts (a macOS-only casing; TS2307), status.ts indexes a const object with a "
     "plain string (TS7053), and summarize() reads last.at where last may be undefined (TS18048). "
     "The TS2345 in geofence.ts ('Fix' is missing lat, lon) follows from the unresolved import "
     "(Fix extends the LatLon that import should bring): cascade, although tsc prints it first "
     "(files in order). npm 11 adds no error lines; tsc --pretty false prints no count: no tally")

case("gha-ts-vitest-then-tsc-pretty-color", f"tsc 5.9.3 (--pretty), vitest 3.2.7, {NODE}{GHA}",
     "npm ci; npm test (vitest run); npm run build (tsc -p tsconfig.build.json --pretty) (three steps)",
     "build",
     [(T + r"src/store/seed\.ts:12:35 - error TS2322: Type '\{ id: string; title: string; body: string; state: string; updatedAt: number; tags: string\[\]; \}' is not assignable to type 'Note'\.$",
       "src/store/seed.ts:3"),
      (T + r"src/sync/engine\.ts:12:11 - error TS2564: Property 'remote' has no initializer and is not definitely assigned in the constructor\.$",
       "src/sync/engine.ts:12")],
     [T + r"Found 2 errors in 2 files\.$", T + r"     1  src/store/seed\.ts:12$",
      T + r"     1  src/sync/engine\.ts:12$", DONE],
     {"errors": 2},
     "three-step job: npm ci (npm 11's install-scripts warnings for esbuild), npm test (vitest "
     "transpiles without type checking: 4 tests pass), then tsc --pretty (colour and code frames; "
     "texts keep the escape codes). Two causes: the seed note is declared without a type, so its "
     "state widens to string and the Note[] annotation rejects it (TS2322 with its elaboration "
     "lines), and SyncEngine assigns remote only inside an if (TS2564 under strict). 'Found 2 "
     "errors in 2 files', the table and the exit line are cascade. Tally: tsc's count")

case("js-jest-esm-only-dependency-called-times", f"jest 29.7.0, nanoid 5.1.16, {NODE}",
     "npm test (jest --ci --runInBand)", "test",
     [(r"^    expect\(jest\.fn\(\)\)\.toHaveBeenCalledTimes\(expected\)$", "src/notify.js:7"),
      (r"^    Jest encountered an unexpected token$", "src/ids.js:1 (nanoid 5 is ESM only)")],
     [r"^FAIL __tests__/notify\.test\.js$", r"^FAIL __tests__/quote\.test\.js$",
      r"^    SyntaxError: Cannot use import statement outside a module$",
      r"^Test Suites: 2 failed, 1 passed, 3 total$", r"^Tests:       1 failed, 7 passed, 8 total$"],
     {"tests_passed": 7, "tests_failed": 1},
     "jest's default reporter, in band (the npm ci before it is not in the log). Two causes: "
     "notifyQuote sends a second '(copy)' mail to every customer, so toHaveBeenCalledTimes(1) gets "
     "2 (labelled on the matcher line under the '●' heading, as holdout8); and quote.test.js "
     "requires src/ids.js, which requires nanoid 5, an ESM-only package jest does not transform: "
     "'Test suite failed to run', labelled on its first message line 'Jest encountered an "
     "unexpected token' (the 'SyntaxError: Cannot use import statement outside a module' under "
     "Details says what failed: cascade, as defensible). FAIL lines and the totals are cascade")

case("ci-ts-tsc-vitest-strict-equal-assertions-color", f"vitest 3.2.7 (FORCE_COLOR=1), tsc 5.9.3, {NODE}",
     "bash ci/pipeline.sh (npx tsc --noEmit; npx vitest run)", "test",
     [(r"^ FAIL  test/bucket\.test\.ts > TokenBucket > starts full$", "src/bucket.ts:31"),
      (r"^ FAIL  test/limiter\.test\.ts > KeyedLimiter > rejects run\(\) over the limit without calling fn$",
       "src/limiter.ts:33")],
     [r"^AssertionError: expected \{ allowed: true, remaining: 2, …\(1\) \} to strictly equal \{ allowed: true, remaining: 2 \}$",
      r"^Error: expected number of assertions to be 2, but got 0$",
      r"^ Test Files  2 failed \(2\)$", r"^      Tests  2 failed \| 4 passed \| 1 skipped \(7\)$"],
     {"tests_passed": 4, "tests_failed": 2, "tests_skipped": 1},
     "a Buildkite-style script with FORCE_COLOR=1 (texts keep the escape codes): tsc --noEmit "
     "passes silently, then vitest. Two causes: take() returns retryAfterMs: undefined explicitly, "
     "which toStrictEqual tells apart from a missing key (diff '+ \"retryAfterMs\": undefined'), "
     "and KeyedLimiter.run builds a RateLimitError without throwing it, so the test's catch never "
     "runs ('expected number of assertions to be 2, but got 0'). Labelled on vitest's ' FAIL  file > "
     "test' lines (holdout7/8); the error lines under them and the totals are cascade; the × and "
     "'→' lines of the progress list are neither (as defensible). Tally from 'Tests  2 failed | 4 "
     "passed | 1 skipped'")

case("js-npm6-mocha-done-multiple-crlf", f"mocha 10.8.2 (spec), {NODE6}", "npm test (mocha --reporter spec test/)",
     "test",
     [(r"^     Error: done\(\) called multiple times in test <EventBus calls back once per matching subscription> of file ",
       "test/bus.test.js:19"),
      (r"^      AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$", "lib/bus.js:41")],
     [r"^  2 failing$", r"^npm ERR! Test failed\.  See above for more details\.$"],
     {"tests_passed": 7, "tests_failed": 2},
     "CRLF line ends. npm 6 runs mocha's spec reporter (mocha from the image's tools). Two causes: "
     "a test hands the same done callback to two subscriptions that both match, so mocha reports "
     "'done() called multiple times' (the test is first listed as passed, then as failure 1); and "
     "topics() keeps insertion order where the test expects them sorted (deepStrictEqual diff). "
     "Labelled on the error lines under each numbered heading (holdout convention); '2 failing' and "
     "npm 6's 'npm ERR! Test failed.  See above for more details.' are cascade; the '1) name' lines "
     "of the progress list are neither. Tally from '7 passing', '2 failing' (the test that called "
     "done twice is counted in both)")

case("gha-js-node-test-tap-throws-timeout", f"node --test (TAP, the default off a terminal), {NODE}{GHA}",
     "node --version; npm test (node --test --test-concurrency=1 test/) (two steps)", "test",
     [(T + r"not ok 5 - rejects unknown units with a helpful message$", "test/duration.test.js:13"),
      (T + r"not ok 9 - gives up after the configured attempts$", "test/retry.test.js:28")],
     [T + r"  error: 'test timed out after 500ms'$", T + r"# fail 1$", T + r"# cancelled 1$", DONE],
     {"tests_passed": 7, "tests_failed": 1, "tests_skipped": 0},
     "two-step job: node --version, npm test = node --test, whose reporter is TAP because stdout "
     "is not a terminal. Two causes: assert.throws expects the message /unknown unit \"x\"/ but "
     "parseDuration says 'invalid duration: 10x' (the YAML block's Comparison diff), and the "
     "'gives up' test has a 500 ms timeout while the default backoff sleeps 100+200+400 ms "
     "('test timed out after 500ms', failureType testTimeoutFailure; node counts it as cancelled, "
     "not failed). Labelled on the 'not ok N - test' lines (holdout8's TAP convention); the "
     "timeout's error line and the fail/cancelled counts are cascade. Tally from '# pass 7', '# fail "
     "1', '# skipped 0' (cancelled in no field)")

case("ci-js-eslint-node-test-spec-long", f"node --test (spec), eslint 9.39.5, {NODE}",
     "bash ci/job.sh (npm ci; npm run lint; npm test = node --test --test-reporter=spec)", "test",
     [(r"^  ✖ 1 cup = 236\.5882365 ml \(.*ms\)$", "src/units.js:13 (cup: 0.2365882356)")],
     [(r"✖ 1 cup = 236\.5882365 ml \(.*ms\)$", 2), (r"✖ 1 ml = 0\.004226752837730375 cup \(.*ms\)$", 2),
      (r"AssertionError \[ERR_ASSERTION\]: 1 cup -> 236\.5882356 ml, want 236\.5882365$", 2),
      (r"AssertionError \[ERR_ASSERTION\]: 1 ml -> 0\.00422675285380927 cup, want 0\.004226752837730375$", 2),
      r"^✖ volume \(.*ms\)$", r"^ℹ fail 2$", r"^✖ failing tests:$"],
     {"tests_passed": 234, "tests_failed": 2, "tests_skipped": 0},
     "long (341 lines; gzipped). A Drone-style script: npm ci, eslint (one no-unused-vars warning "
     "and eslint's own '✖ 1 problem (0 errors, 1 warning)', which is not a failure), then node "
     "--test with the spec reporter over 236 table tests. src/units.js has the cup factor "
     "0.2365882356 (two digits transposed), so both cup rows of the volume table fail the same "
     "tolerance check, numbers apart: one cause, labelled on the first row's ✖ line in the run "
     "(261). Its error lines, the second row, the suite's '✖ volume', 'ℹ fail 2' and the repeat "
     "under '✖ failing tests:' are cascade. Tally from 'ℹ pass 234', 'ℹ fail 2', 'ℹ skipped 0'",
     gz=True)

case("gha-js-npm6-build-cannot-find-module", f"node (uncaught error), {NODE6}{GHA}",
     "node --version && npm --version; npm ci; npm run build (node scripts/build.js) (three steps)",
     "build",
     [(T + r"Error: Cannot find module 'slugify'$", "lib/feed.js:3 (slugify is not in package.json)")],
     [T + r"Node\.js v20\.20\.2$", T + r"npm ERR! code ELIFECYCLE$", T + r"npm ERR! errno 1$",
      T + r"npm ERR! handbook-site@1\.0\.0 build: `node scripts/build\.js`$", T + r"npm ERR! Exit status 1$",
      T + r"npm ERR! Failed at the handbook-site@1\.0\.0 build script\.$",
      T + r"npm ERR! This is probably not a problem with npm\. ", DONE],
     {},
     "three-step job with npm 6: versions, npm ci (js-yaml from the lock file), npm run build. The "
     "docs build writes six pages, then the Atom feed module requires slugify, which package.json "
     "never declared (it was only ever installed by hand): node's uncaught 'Error: Cannot find "
     "module 'slugify'' with its Require stack, the error object's code/requireStack and "
     "'Node.js v20.20.2', then npm 6's ELIFECYCLE block. Labelled on the Error line (the "
     "loader's 'throw err;' frame above it is as defensible); 'Node.js v20.20.2', npm's ERR! "
     "lines and the exit line are cascade (the 'complete log' lines are neither). No tally")

case("gha-js-webpack-alias-module-not-found", f"webpack 5.113.0 (webpack-cli 5.1.4), {NODE}{GHA}",
     "npm ci; npm test (node --test); npm run build (webpack --mode production) (three steps)", "build",
     [(T + r"ERROR in \./src/index\.js 1:0-35$", "webpack.config.js (no resolve.alias for '@'); src/index.js:1")],
     [T + r"Module not found: Error: Can't resolve '@/api/client' in '/tmp/wisptriage-holdout9-jvmjs/js-webpack-dashboard/src'$",
      T + r"ERROR in \./src/index\.js 2:0-47$",
      T + r"Module not found: Error: Can't resolve '@/components/chart' in ",
      T + r"ERROR in \./src/views/orders\.js 1:0-35$",
      T + r"Module not found: Error: Can't resolve '@/api/client' in '/tmp/wisptriage-holdout9-jvmjs/js-webpack-dashboard/src/views'$",
      T + r"webpack 5\.113\.0 compiled with 3 errors in ", DONE],
     {"errors": 3},
     "three-step job: npm ci, npm test (node --test, TAP, with Node's MODULE_TYPELESS_PACKAGE_JSON "
     "warnings: 3 pass), npm run build. The sources import '@/api/client' and "
     "'@/components/chart', which the editor resolves through jsconfig.json's paths but webpack has "
     "no resolve.alias for: three 'ERROR in' / 'Module not found' blocks in two files from one "
     "missing alias, one cause, labelled on the first 'ERROR in' line (webpack's convention in the "
     "earlier holdouts). The other blocks and 'compiled with 3 errors' are cascade. Tally: "
     "webpack's error count")

case("ci-js-vitest-vite-rollup-unresolved-color", f"vite 6.4.6 (rollup 4, FORCE_COLOR=1), vitest 3.2.7, {NODE}",
     "bash ci/steps.sh (npm ci; npm test = vitest run; npm run build = vite build)", "build",
     [(r'^\[vite\]: Rollup failed to resolve import "dayjs" from "/tmp/wisptriage-holdout9-jvmjs/js-vite-booking/src/components/calendar\.js"\.$',
       "src/components/calendar.js:1 (dayjs is not a dependency)")],
     [r"^✗ Build failed in \d+ms$"],
     {},
     "a Woodpecker-style script with FORCE_COLOR=1 (texts keep the escape codes): npm ci, vitest "
     "(7 tests pass: they cover src/lib only), vite build. calendar.js imports dayjs, which "
     "package.json does not list: rollup's 'failed to resolve import ... This is most likely "
     "unintended' with vite's stack. Labelled on the '[vite]: Rollup failed to resolve import' "
     "line; 'error during build:' above it is its heading (as defensible), '✗ Build failed' is "
     "cascade. vite prints no totals")

case("gha-js-eslint-jest-coverage-success", f"jest 29.7.0 (--coverage), eslint 9.39.5, {NODE}{GHA}",
     "npm ci; npm run lint; npm test -- --coverage (three steps)", "test",
     [], [],
     {"tests_passed": 12, "tests_failed": 0, "tests_skipped": 1},
     "success: three-step job: npm ci (332 packages), eslint with one warning ('✖ 1 problem (0 "
     "errors, 1 warning)', exit 0), jest in band with coverage: the table (index.js at 0 %), "
     "thresholds met, 'Tests: 1 skipped, 1 todo, 12 passed, 14 total'. Tally without the todo")

case("gha-js-npm9-lint-wrong-directory-enoent", f"npm 9.9.4 (npm ERR!), {NODE9}{GHA}",
     "node --version && npm --version; cd web && npm ci; npm run lint (three steps)", "mixed",
     [(T + r"npm ERR! enoent Could not read package\.json: Error: ENOENT: no such file or directory, open '/tmp/wisptriage-holdout9-jvmjs/js-npm9-monorepo-lint/package\.json'$",
       ".github/workflows (the lint step lacks working-directory: web)")],
     [T + r"npm ERR! code ENOENT$", T + r"npm ERR! syscall open$",
      T + r"npm ERR! path /tmp/wisptriage-holdout9-jvmjs/js-npm9-monorepo-lint/package\.json$",
      T + r"npm ERR! errno -2$", T + r"npm ERR! enoent This is related to npm not being able to find a file\.$",
      DONE],
     {},
     "three-step job with npm 9: versions, 'cd web && npm ci' (the front end lives in web/), then "
     "'npm run lint' in the repository root, where there is no package.json (the step lost its "
     "working-directory): npm ERR! code ENOENT and its detail lines, exit 254. Labelled on npm's "
     "message line 'enoent Could not read package.json: ...' (as holdout4/7/8 labelled npm's "
     "message rather than 'code ...', which is as defensible); the other ERR! lines and the exit "
     "line are cascade. No tally")

with open(f"{here}/manifest.jsonl", "w") as fh:
    for c in out:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases", file=sys.stderr)
