#!/usr/bin/env python3
"""Writes holdout8/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
    # javac reports Maven's and Gradle's files in the order they are listed (directory order):
    # keep the manifest in line order whatever that order was
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
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
MVN_CMD = "mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo"

# ------------------------------------------------------------------ Java
case("java-javac-unreported-exception-cannot-find-symbol", JDK,
     "mkdir -p out && javac -Xlint:all -d out $(find src -name '*.java' | sort)", "build",
     [(r"^src/org/gridmeter/tariff/CsvTariffReader\.java:13: error: unreported exception IOException; must be caught or declared to be thrown$",
       "src/org/gridmeter/tariff/CsvTariffReader.java:13"),
      (r"^src/org/gridmeter/tariff/PeakCalculator\.java:24: error: cannot find symbol$",
       "src/org/gridmeter/tariff/PeakCalculator.java:24")],
     [r"^2 errors$"],
     {"errors": 2, "warnings": 3},
     "javac -Xlint:all over five files: three lint warnings ([unchecked], [rawtypes], [removal]), "
     "then two independent errors: CsvTariffReader.load calls Files.readAllLines without catching "
     "or declaring IOException, and PeakCalculator calls band.priceCents(), an accessor that is "
     "called centsPerKwh() (the symbol/location lines belong to it). Warnings are not causes; "
     "javac's '2 errors' count is cascade")

case("gha-java-javac-interface-changed-optional", f"{JDK}{GHA}",
     "javac -version; mkdir -p out && javac -d out $(find src/main/java -name '*.java' | sort) (two steps)",
     "build",
     [(r"Dhl\.java:3: error: Dhl is not abstract and does not override abstract method rate\(Parcel,String\) in Carrier$",
       "src/main/java/com/parcelpoint/carriers/Carrier.java:8"),
      (r"Dispatcher\.java:20: error: incompatible types: Optional<Parcel> cannot be converted to Parcel$",
       "src/main/java/com/parcelpoint/carriers/Dispatcher.java:20")],
     [r"Dhl\.java:11: error: method does not override or implement a method from a supertype$",
      r"PostNord\.java:3: error: PostNord is not abstract and does not override abstract method",
      r"PostNord\.java:9: error: method does not override or implement a method from a supertype$",
      r"Z 5 errors$", DONE],
     {"errors": 5},
     "two-step job (javac -version passes). The Carrier interface's quote(Parcel) became "
     "rate(Parcel, String origin); Bring was updated, Dhl and PostNord were not: each gets 'is not "
     "abstract and does not override abstract method rate(Parcel,String)' and 'method does not "
     "override or implement a method from a supertype' on its @Override: four errors from one "
     "change, labelled on the first (Dhl.java:3), the other three cascade (PostNord's first error "
     "is the most defensible second label). Independently ParcelRepository.find now returns "
     "Optional<Parcel> and Dispatcher still assigns it to a Parcel ('incompatible types'). "
     "javac's '5 errors' and the runner's exit line are cascade")

case("java-app-executor-caused-by-datetime-crlf", JDK,
     "mkdir -p out && javac -d out $(find src -name '*.java' | sort) && java -cp out "
     "io.cashbook.importer.Main statements", "mixed",
     [(r'^Exception in thread "main" java\.util\.concurrent\.ExecutionException: java\.time\.format\.DateTimeParseException: ',
       "src/io/cashbook/importer/StatementParser.java:17")],
     [r"^Caused by: java\.time\.format\.DateTimeParseException: Text '2024-03-01' could not be parsed",
      r"^Caused by: java\.time\.DateTimeException: Unable to obtain LocalDate from TemporalAccessor"],
     {},
     "CRLF line ends (texts without the CR). javac passes; the importer prints one line and "
     "parses two statement files on a thread pool; Future.get() rethrows the worker's failure: "
     "ExecutionException <- DateTimeParseException <- DateTimeException 'Unable to obtain LocalDate "
     "from TemporalAccessor: {YearOfEra=2024, ...}': the formatter is ofPattern(\"yyyy-MM-dd\") "
     "with ResolverStyle.STRICT, and STRICT cannot resolve a year-of-era ('yyyy') without an era "
     "('uuuu' was meant). Labelled on the 'Exception in thread \"main\"' line that starts the "
     "block, as the brief asks; the two Caused by lines are cascade (the deepest says what failed "
     "and is as defensible; holdout7 labelled that one). The order of the fields inside the "
     "braces changes from run to run (a HashMap), the line numbers do not")

case("java-junitcore-before-npe-array-equals", f"{JDK}, JUnit 4.13.2, hamcrest 2.2",
     "javac -cp junit4.jar:hamcrest.jar ...; cp -r test-resources/. out/; java "
     "org.junit.runner.JUnitCore RosterCsvTest RosterTest ShiftTest", "test",
     [(r"^java\.lang\.NullPointerException$", "test/org/shiftplan/RosterCsvTest.java:20", 4, 0),
      (r"^arrays first differed at element \[1\]; expected:<4> but was:<5>$",
       "src/org/shiftplan/Roster.java:28")],
     [(r"^java\.lang\.NullPointerException$", 4),
      r"^Caused by: java\.lang\.AssertionError: expected:<4> but was:<5>$", r"^FAILURES!!!$"],
     {"tests_failed": 5},
     "JUnitCore over three classes, 10 tests, 5 failures from 2 causes. RosterCsvTest's @Before "
     "opens /fixtures/roster-week12.csv, but the resource is roster-wk12.csv: getResourceAsStream "
     "returns null and InputStreamReader throws a bare NullPointerException (no helpful message, "
     "JDK code) in every one of the class's four tests: the same exception at the same place, one "
     "cause, labelled on the first under '1) coversWholeWeekdays', the other three cascade. "
     "Independently Roster.hoursPerDay uses Math.round where its comment says it rounds down "
     "(4.5 h -> 5): assertArrayEquals' 'arrays first differed at element [1]' line (JUnit prints "
     "ArrayComparisonFailure without its class name), with a 'Caused by: AssertionError' below "
     "(cascade). The 'N) test(Class)' headings are as defensible. JUnitCore prints 'Tests run: "
     "10,  Failures: 5', no passed count")

case("gha-java-junit5-console-nested-csv-row", f"{JDK}, {LAUNCHER}{GHA}",
     "javac (main, test); java -jar junit-platform-console-standalone.jar --disable-banner "
     "--disable-ansi-colors --config=...ClassOrderer$ClassName -cp out/main:out/test "
     "--select-package dev.clockwork.durations (two steps)", "test",
     [(r"=> org\.opentest4j\.AssertionFailedError: expected: <2m> but was: <1m>$",
       "src/main/java/dev/clockwork/durations/DurationFormatter.java:33"),
      (r"=> org\.opentest4j\.AssertionFailedError: expected: <unexpected '3w' in 3w> but was: <For input string: \"3w\">$",
       "src/main/java/dev/clockwork/durations/DurationParser.java:39"),
      (r"=> java\.lang\.IllegalArgumentException: unexpected '1\.' in 1\.5h$",
       "src/main/java/dev/clockwork/durations/DurationParser.java:24")],
     [DONE],
     {"tests_passed": 17, "tests_failed": 3, "tests_skipped": 0},
     "two-step job; the console launcher's tree (colour off) over @Nested classes and "
     "@ParameterizedTest/@CsvSource rows, then 'Failures (3):' and its counters. Three independent "
     "failures: formatMinutes truncates where the test wants a half minute rounded up (1m for "
     "90 s); rejectsUnknownUnit: assertThrows(IllegalArgumentException) passes because "
     "Long.parseLong's NumberFormatException is one, then the message check fails; the new CSV "
     "row \"1.5h\" (decimal hours) is not supported: IllegalArgumentException from the parser (an "
     "error, not an assertion). Labelled on the '=>' lines of the Failures list, as holdout3 and "
     "holdout7 did; the tree's ✘ lines (same messages, earlier) are as defensible")

case("java-junit5-console-timeout-double-color", f"{JDK}, {LAUNCHER}",
     "javac ...; java -jar junit-platform-console-standalone.jar --disable-banner "
     "--config=...ClassOrderer$ClassName -cp out/main:out/test --select-package "
     "net.relaybox.throttle (ANSI colours on, the launcher's default)", "test",
     [(r"=> java\.util\.concurrent\.TimeoutException: acquireWaitsForPartialRefill\(\) timed out after 500 milliseconds$",
       "src/main/java/net/relaybox/throttle/TokenBucket.java:26"),
      (r"=> org\.opentest4j\.AssertionFailedError: expected: <3\.33> but was: <3\.3333333333333335>$",
       "src/test/java/net/relaybox/throttle/UsageTest.java:33")],
     [r"Suppressed: java\.lang\.InterruptedException: sleep interrupted$"],
     {"tests_passed": 5, "tests_failed": 2, "tests_skipped": 0},
     "the launcher's tree in its default colours (texts keep the escape codes; the Failures list "
     "and counters are plain). Two causes: TokenBucket.refill adds elapsed / 1000 * rate tokens "
     "(integer division), so under 1 s nothing is refilled and acquire() sleeps until "
     "@Timeout(500 ms) fires: TimeoutException, with the interrupted sleep as 'Suppressed: "
     "InterruptedException' (cascade); and assertEquals(3.33, averagePerClient()) compares a "
     "double without a delta (3.3333333333333335). Labelled on the '=>' lines; the red ✘ tree "
     "lines are as defensible")

case("java-maven-testcompile-constructor-ambiguous", f"{MVN}, {JDK}", f"{MVN_CMD} test", "build",
     [(r"\.java:\[\d+,\d+\] constructor InvoiceLine in class com\.brightledger\.invoicing\.InvoiceLine cannot be applied to given types;$",
       "src/main/java/com/brightledger/invoicing/InvoiceLine.java:12", 6, 0),
      (r"^\[ERROR\] /tmp/.*/InvoiceTest\.java:\[31,9\] reference to assertEquals is ambiguous$",
       "src/test/java/com/brightledger/invoicing/InvoiceTest.java:31", 2, 0)],
     [(r"\.java:\[\d+,\d+\] constructor InvoiceLine in class com\.brightledger\.invoicing\.InvoiceLine cannot be applied to given types;$", 6),
      (r"InvoiceTest\.java:\[3[12],9\] reference to assertEquals is ambiguous$", 4),
      r"^\[INFO\] 5 errors $", r"^\[INFO\] BUILD FAILURE$",
      r"^\[ERROR\] Failed to execute goal .*maven-compiler-plugin:3\.10\.1:testCompile"],
     {"errors": 5},
     "mvn test: main compiles, testCompile fails with 5 errors from 2 causes. InvoiceLine's "
     "constructor gained a BigDecimal vatRate and three calls in two test files still pass three "
     "arguments ('cannot be applied to given types' with required/found/reason lines): one "
     "cause, labelled on the first of them, the other two cascade. InvoiceTest compares the Long "
     "from NumberSequence.next() with int literals, so assertEquals(long,long) and "
     "assertEquals(Object,Object) both apply ('reference to assertEquals is ambiguous', lines 31 "
     "and 32 of one test, the same mistake twice: one cause, the second cascade; as defensible as "
     "two causes). Maven repeats every error after BUILD FAILURE (cascade). javac lists the files "
     "in the order Maven passes them (the directory order of the fresh copy), so which test file's "
     "constructor error comes first may change; label.py follows it by pattern")

case("java-maven-surefire-rerun-flaky-color", f"{MVN}, {SUREFIRE} (JUnit 4 provider, "
     "rerunFailingTestsCount=2), JUnit 4.13.2, " + JDK,
     f"{MVN_CMD} -Dstyle.color=always test", "test",
     [(r"^\[ERROR\] expiresExactlyAtIdleTimeout\(io\.gatekeep\.sessions\.SessionStoreTest\)  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/io/gatekeep/sessions/Session.java:30", 3, 0)],
     [(r"^\[ERROR\] expiresExactlyAtIdleTimeout\(io\.gatekeep\.sessions\.SessionStoreTest\)  Time elapsed: .*  <<< FAILURE!$", 3),
      r"<<< FAILURE! - in io\.gatekeep\.sessions\.SessionStoreTest$",
      r"^\[ERROR\] io\.gatekeep\.sessions\.SessionStoreTest\.expiresExactlyAtIdleTimeout\(io\.gatekeep\.sessions\.SessionStoreTest\)$",
      (r"^\[ERROR\]   Run [123]: SessionStoreTest\.expiresExactlyAtIdleTimeout:32$", 3),
      r"^\[INFO\] BUILD FAILURE$", r"^\[ERROR\] Failed to execute goal .*maven-surefire-plugin"],
     {"tests_failed": 1, "errors": 0, "tests_skipped": 0},
     "colour forced (-Dstyle.color=always; texts keep the escape codes). surefire reruns each "
     "failing test twice. One cause: Session.expired() uses '> 0', so a session idle for exactly "
     "the timeout is still valid and expiresExactlyAtIdleTimeout fails all three runs (three "
     "'<<< FAILURE!' blocks with a bare java.lang.AssertionError, labelled on the first; the "
     "reruns, the class summary, the Results list with 'Run 1/2/3', BUILD FAILURE and 'Failed to "
     "execute goal' are cascade). CodecsTest.base64RoundTrip is order-dependent (it needs the "
     "codec registry that hexRoundTrip fills): '<<< ERROR!' on its first run, PASS on the rerun, "
     "listed under [WARNING] Flakes: it does not fail the build and is not labelled (neither root "
     "nor cascade). Tally from 'Tests run: 8, Failures: 1, Errors: 0, Skipped: 0, Flakes: 1'")

case("java-maven-pom-missing-version-crlf", "Apache Maven 3.8.7 (offline)", f"{MVN_CMD} -V verify",
     "build",
     [(r"^\[ERROR\] 'dependencies\.dependency\.version' for org\.slf4j:slf4j-api:jar is missing\. @ line 24, column 17$",
       "api/pom.xml:24")],
     [r"^\[ERROR\]     'dependencies\.dependency\.version' for org\.slf4j:slf4j-api:jar is missing\.",
      r"^\[ERROR\] The build could not read 1 project", r"^\[ERROR\]   The project .* has 1 error$"],
     {},
     "CRLF line ends (texts without the CR). mvn -V prints its version block, then the reactor "
     "(parent, core, api, cli) cannot be read: api/pom.xml declares org.slf4j:slf4j-api without a "
     "<version> and the parent's dependencyManagement does not manage it. Labelled on the "
     "'dependencies.dependency.version ... is missing' line; '[ERROR] [ERROR] Some problems were "
     "encountered while processing the POMs:' above it is its heading (as defensible); 'The build "
     "could not read 1 project', the per-project summary and its repeat of the message are "
     "cascade. No module is built")

case("gha-java-maven-reactor-success-long", f"{MVN}, {SUREFIRE} (JUnit Platform provider), "
     f"Jupiter 5.9.2, maven-jar-plugin 3.3.0, {JDK}{GHA}",
     f"java -version; {MVN_CMD} verify (two steps)", "mixed", [], [],
     {"tests_failed": 0, "errors": 0, "tests_skipped": 2},
     "success, gzipped, 300 lines: java -version, then mvn verify over a parent and three "
     "modules (model, ingest, report), 207 JUnit 5 tests; the ingest tests log an INFO line per "
     "batch and 14 'WARN  ingest: batch ... rejected line' lines (expected by the tests), javac "
     "warns once ([removal] Integer(int)), two @Disabled tests make surefire print its Tests run "
     "lines as [WARNING]. Tally: the three modules' Results lines summed (23 + 171 + 13 run, "
     "skipped 1 + 0 + 1; Maven prints no overall count)", gz=True)

case("java-gradle-compiletestjava-private-access", f"{GRADLE}, javac 17.0.15",
     "gradle --offline --no-daemon --console=plain build", "build",
     [(r"^:compileTestJava/tmp/.*/PlaylistTest\.java:30: error: indexOf\(String\) has private access in Playlist$",
       "src/test/java/fm/tidewave/playlist/PlaylistTest.java:30"),
      (r"^/tmp/.*/ShufflerTest\.java:21: error: incompatible types: int cannot be converted to Random$",
       "src/main/java/fm/tidewave/playlist/Shuffler.java:11")],
     [r"^/tmp/.*/ShufflerTest\.java:28: error: incompatible types: int cannot be converted to Random$",
      r"^3 errors$", r"^ FAILED$", r"^Execution failed for task ':compileTestJava'\.$",
      r"^> Compilation failed; see the compiler error output for details\.$", r"^BUILD FAILED in "],
     {"errors": 3},
     "Gradle 4.4 (Debian's script prints java -version first) builds main, then compileTestJava "
     "fails: PlaylistTest calls Playlist.indexOf, which is private; and Shuffler's constructor now "
     "takes a Random where ShufflerTest passes a seed in two tests ('int cannot be converted to "
     "Random' twice: one cause, the second cascade). Gradle's plain console writes "
     "':compileTestJava' without a newline, so javac's first error line starts with it. ' FAILED', "
     "'What went wrong: Execution failed for task ':compileTestJava'.', '> Compilation failed' and "
     "BUILD FAILED are cascade. javac's order follows the order Gradle lists the files")

case("gha-java-gradle-test-caused-by-malformed-input", f"{GRADLE}, JUnit 4.13.2{GHA}",
     "gradle --offline --no-daemon --console=plain build", "test",
     [(r"Z kitchen\.scaler\.UnitTableTest > french FAILED$",
       "src/main/resources/kitchen/scaler/units_fr.txt (Latin-1), src/main/java/kitchen/scaler/UnitTable.java:41"),
      (r"Z kitchen\.scaler\.QuantityTest > scalingThreeQuartersByTwo FAILED$",
       "src/main/java/kitchen/scaler/Fractions.java:7")],
     [r"Z     java\.lang\.IllegalStateException: cannot load unit table 'fr'$",
      r"Z         java\.io\.UncheckedIOException: reading units_fr\.txt$",
      r"Z             java\.nio\.charset\.MalformedInputException: Input length = 1$",
      r"Z     org\.junit\.ComparisonFailure: expected:<1\[ ½\] cups> but was:<1\[\.5\] cups>$",
      r"Z :test FAILED$", r"Z Execution failed for task ':test'\.$", r"Z > There were failing tests\. ",
      r"Z BUILD FAILED in ", DONE],
     {"tests_failed": 2},
     "one-step job, Gradle 4.4 build with testLogging exceptionFormat 'full' (Java 17's "
     "setSecurityManager WARNING lines glued to ':test'). Two causes: units_fr.txt is saved in "
     "Latin-1 and UnitTable reads it with Files.readAllLines (UTF-8): the french test fails with "
     "IllegalStateException <- UncheckedIOException <- MalformedInputException (Gradle's nested "
     "'Caused by:' blocks); and Fractions.glyph has no ½, so 1.5 cups print as '1.5 cups' "
     "(ComparisonFailure). Labelled on Gradle's 'Class > test FAILED' lines (holdout4's "
     "convention; they start each block); the exception lines under them, the deepest cause "
     "included, are cascade (as defensible). ':test FAILED', What went wrong and BUILD FAILED are "
     "cascade. Gradle prints '7 tests completed, 2 failed' (no passed count). The order of the "
     "two test classes follows Gradle's scan of the class files")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("ts-tsc-plain-overload-comparison-crlf", f"tsc 5.9.3 (--pretty false), {NODE}",
     "npm run typecheck (tsc -p tsconfig.json --noEmit --pretty false)", "build",
     [(r"^src/distance\.ts\(20,7\): error TS2367: ", "src/distance.ts:20:7"),
      (r"^src/timing\.ts\(13,89\): error TS2769: No overload matches this call\.$", "src/timing.ts:13:89"),
      (r"^src/tolls\.ts\(13,3\): error TS2578: Unused '@ts-expect-error' directive\.$", "src/tolls.ts:13:3")],
     [],
     {},
     "CRLF line ends (texts without the CR). tsc --pretty false through npm run: one line per "
     "error, no summary, npm 11 adds nothing. Three independent errors: a comparison with "
     "\"miles\", which the Unit type (\"km\" | \"mi\") does not have (TS2367); toLocaleTimeString "
     "given hour12: \"false\" (a string) (TS2769, its four indented 'Overload N of 3' lines "
     "belong to it); a @ts-expect-error left above a line that no longer errs (TS2578)")

case("gha-ts-tsc-pretty-missing-property-color", f"tsc 5.9.3 (--pretty, colour), {NODE}{GHA}",
     "node --version && npx tsc --version; npx tsc --noEmit --pretty (two steps)", "build",
     [(r"Z src/dispatch\.ts:8:27 - error TS2345: ", "src/dispatch.ts:8:27"),
      (r"Z src/jobs/digest\.ts:6:19 - error TS2345: ", "src/model.ts:6")],
     [r"Z src/jobs/login-code\.ts:5:3 - error TS2741: ", r"Z src/jobs/password-reset\.ts:5:9 - error TS2741: ",
      r"Z Found 4 errors in 4 files\.$", r"Z      1  src/dispatch\.ts:8$", r"Z      1  src/jobs/digest\.ts:6$",
      r"Z      1  src/jobs/login-code\.ts:5$", r"Z      1  src/jobs/password-reset\.ts:5$", DONE],
     {"errors": 4},
     "two-step job; tsc --pretty forces colour, code frames and the summary table (texts keep "
     "the escape codes). Two causes: process.env.MAIL_API_KEY (string | undefined) passed where "
     "a string is wanted (TS2345); and the Notification interface gained a required tenantId "
     "that three jobs do not set: TS2345 with the 'Property tenantId is missing' elaboration "
     "(digest.ts, an object literal passed to dispatch) and TS2741 twice (login-code.ts, "
     "password-reset.ts), each with the related 'tenantId is declared here' frame: one cause, "
     "labelled on the first, the other two cascade. 'Found 4 errors in 4 files.' and the "
     "Errors/Files table are cascade")

case("js-eslint-stylish-four-rules", f"eslint 9.39.5 (stylish), {NODE}", "npm run lint (eslint src scripts)",
     "lint",
     [(r"^  13:3  error    Unreachable code\s+no-unreachable$", "scripts/build-pages.js:13:3"),
      (r"^  9:5  error  Expected a 'break' statement before 'case'  no-fallthrough$", "src/blocks/image.js:9:5"),
      (r"^  10:3  error  Duplicate key 'heading'  no-dupe-keys$", "src/blocks/registry.js:10:3"),
      (r"^  19:10  error  Expected a conditional expression and instead saw an assignment  no-cond-assign$",
       "src/render/page.js:19:10")],
     [r"^✖ 6 problems \(4 errors, 2 warnings\)$"],
     {"errors": 4, "warnings": 2},
     "stylish without colour, five files: four errors of four recommended rules, each its own "
     "cause (a console.log after return, a switch case that falls through, a duplicated 'heading' "
     "key in the block registry, an assignment used as a while condition), and two warnings "
     "(no-unused-vars, prefer-const) that are not causes. The '✖ 6 problems' line is cascade")

case("js-eslint-max-warnings-zero-color", f"eslint 9.39.5 (stylish, --color), {NODE}",
     "npm run lint -- --color (eslint --max-warnings 0 lib bin --color)", "lint",
     [(r"^ESLint found too many warnings \(maximum: 0\)\.$", "package.json (lint script: --max-warnings 0)")],
     [],
     {"errors": 0, "warnings": 4},
     "colour forced (texts keep the escape codes). The lint script runs eslint with "
     "--max-warnings 0 and the code has four warnings and no error (no-unused-vars, prefer-const, "
     "eqeqeq, no-console, all set to warn): eslint prints its report, '✖ 4 problems (0 errors, 4 "
     "warnings)', then on stderr 'ESLint found too many warnings (maximum: 0).' and exits 1. "
     "Warnings are never causes, so the root cause is that last line (the only error line); "
     "one could argue for four causes, one per warning, since each must be fixed")

case("js-jest-suite-failed-and-nth-called-with", f"jest 29.7.0, {NODE}", "npm test (jest --ci --runInBand)",
     "test",
     [(r"^    expect\(jest\.fn\(\)\)\.toHaveBeenNthCalledWith\(n, \.\.\.expected\)$", "src/signup.js:7"),
      (r"^    Cannot find module '\.\./src/emails/templates' from 'test/render\.test\.js'$",
       "test/render.test.js:1")],
     [r"^FAIL test/signup\.test\.js$", r"^FAIL test/render\.test\.js$",
      r"^Test Suites: 2 failed, 2 passed, 4 total$", r"^Tests:       1 failed, 9 passed, 10 total$"],
     {"tests_failed": 1, "tests_passed": 9},
     "jest's default reporter (stderr), in band, four files. Two causes: signup sends the verify "
     "mail before the welcome mail, so toHaveBeenNthCalledWith(1, welcome) fails (labelled on the "
     "matcher line under the '●' heading, as earlier holdouts did; the diff follows); and "
     "test/render.test.js requires ../src/emails/templates, which is src/emails/render.js: 'Test "
     "suite failed to run' (labelled on its 'Cannot find module' message; the heading is as "
     "defensible). The FAIL file lines and the summary lines are cascade; the suite that did not "
     "run counts in no test number")

case("js-jest-coverage-threshold-not-met", f"jest 29.7.0 (--coverage, text reporter), {NODE}",
     "npm test (jest --ci --runInBand --coverage)", "test",
     [(r'^Jest: "global" coverage threshold for statements \(85%\) not met: 76\.36%$',
       "package.json (jest.coverageThreshold); src/receipts.js, src/capping.js")],
     [(r'^Jest: "global" coverage threshold for (branches|lines|functions) \(\d+%\) not met: ', 3)],
     {"tests_passed": 21, "tests_failed": 0},
     "every test passes (21 in 4 files), the coverage table and summary print, then jest "
     "reports four global thresholds not met (statements 76.36%, branches 77.77%, lines 77.77%, "
     "functions 73.68%) and exits 1. One cause: receiptEmail/receiptCsv and refund have no "
     "tests; labelled on the first threshold line, the other three cascade (four causes, one per "
     "metric, is the other reading)")

case("js-jest-ci-snapshot-not-written-long-color", f"jest 29.7.0 (--verbose, --colors), {NODE}",
     "npm test -- --colors (jest --ci --runInBand --verbose --colors)", "test",
     [(r"^    expect\(received\)\.toBe\(expected\) // Object\.is equality$", "src/slug.js:3"),
      (r"^    expect\(received\)\.toMatchSnapshot\(\)$", "test/block.test.js:36")],
     [r"^ FAIL  test/slug\.test\.js$", r"^ FAIL  test/block\.test\.js$", r"^ › 1 snapshot failed\.$",
      r"^ › 1 snapshot failed from 1 test suite\.", r"^Test Suites: 2 failed, 2 passed, 4 total$",
      r"^Tests:       2 failed, 264 passed, 266 total$", r"^Snapshots:   1 failed, 1 total$"],
     {"tests_failed": 2, "tests_passed": 264},
     "gzipped, 338 lines, colour forced (texts keep the escape codes): jest --verbose over 266 "
     "tests, slug.test.js first (file size order). Two causes: slug() strips what NFKD cannot "
     "decompose, so 'Ærøskøbing Ferry' gives 'rskbing-ferry' (toBe, after 112 passing lines); and "
     "block.test.js has a new toMatchSnapshot() whose .snap file was never committed: under --ci "
     "jest does not write it ('New snapshot was not written ... continuous integration') and the "
     "test fails, at the end of the run. Labelled on the matcher lines under the '●' headings; "
     "the ✕ lines of the verbose list are as defensible; FAIL file lines, the snapshot summary "
     "and the Test Suites/Tests/Snapshots lines are cascade", gz=True)

case("js-vitest-verbose-timeout-unhandled-rejection", f"vitest 3.2.7 (verbose reporter), {NODE}",
     "npm test (vitest run --reporter=verbose --no-file-parallelism)", "test",
     [(r"^ FAIL  test/uploader\.test\.js > Uploader > retries a flaky chunk$", "src/uploader.js:19"),
      (r"^Error: abort not supported by this transport \(upload f3\)$", "test/uploader.test.js:43")],
     [r"^ Test Files  1 failed \| 2 passed \(3\)$", r"^      Tests  1 failed \| 11 passed \(12\)$",
      r"^     Errors  1 error$"],
     {"tests_failed": 1, "tests_passed": 11, "errors": 1},
     "vitest verbose, 12 tests in 3 files. Two causes: the uploader's retry delay was raised to "
     "500 ms, so two retries (500 + 1000 ms) outlast testTimeout 1000: 'Test timed out in "
     "1000ms.' (labelled on the ' FAIL  file > test' line as earlier holdouts did; the '×' line "
     "of the run list and its '→' message are as defensible); and 'cancel tells the transport' "
     "drops the promise cancel() returns, which rejects after the test ended: vitest's 'Unhandled "
     "Errors' section ('Vitest caught 1 unhandled error', '⎯⎯ Unhandled Rejection ⎯⎯'), labelled "
     "on the error's own line. The Test Files/Tests/Errors summary lines are cascade")

case("js-mocha-forbid-only-crlf", f"mocha 10.8.2, {NODE}", "npm test (mocha --forbid-only)", "test",
     [(r"^ Exception during run: Error: `\.only` forbidden by --forbid-only$", "test/fold.test.js:14")],
     [],
     {},
     "CRLF line ends (texts without the CR). The test script runs mocha with --forbid-only (a CI "
     "guard) and test/fold.test.js still has an it.only: mocha stops while loading the file, "
     "before any test runs ('Exception during run', its stack through mocha's bdd interface, "
     "code ERR_MOCHA_FORBIDDEN_EXCLUSIVITY), exit 1. No test counts are printed")

case("gha-js-mocha-after-all-hook-missing-rejection", f"mocha 10.8.2 (spec), {NODE}{GHA}",
     "node --version; npm test (mocha) (two steps)", "test",
     [(r"Z      Error \[ERR_SERVER_NOT_RUNNING\]: Server is not running\.$", "test/http.test.js:18"),
      (r"Z      AssertionError \[ERR_ASSERTION\]: Missing expected rejection\.$", "lib/queue.js:11")],
     [DONE],
     {"tests_passed": 9, "tests_failed": 2},
     "two-step job; mocha spec, 9 passing, 2 failing. Two causes: the stats endpoint's new "
     "'stops cleanly' test closes the server, then the after() hook closes it again: '\"after "
     "all\" hook for \"stops cleanly\"' fails with ERR_SERVER_NOT_RUNNING; and assert.rejects "
     "expects enqueue() to refuse a string payload, which it accepts ('Missing expected "
     "rejection.'). Labelled on the error lines under the numbered headings, as holdout4 and "
     "holdout7 did; the '1) ...'/'2) ...' lines of the run list and the headings are as "
     "defensible. mocha's exit status is the number of failures (2)")

case("js-node-test-tap-cancelled-subtests", f"node:test (TAP reporter), {NODE}",
     "npm test (node --test --test-reporter=tap --test-concurrency=1 test/)", "test",
     [(r"^    not ok 1 - cities$", "test/infer.test.js:28"),
      (r"^    not ok 3 - keeps a quoted newline inside a field$", "src/parse.js:30")],
     [r"^    not ok 2 - sensors$", r"^not ok 2 - inferFile$", r"^not ok 4 - parse$"],
     {"tests_passed": 18, "tests_failed": 2, "tests_skipped": 1},
     "node --test with the TAP reporter (YAML diagnostics under each test point). Two causes: "
     "the inferFile test calls t.test() without await, so its two subtests are 'cancelledByParent' "
     "('test did not finish before its parent and was cancelled'): one cause, labelled on the "
     "first 'not ok', the second and the parent's 'not ok 2 - inferFile' are cascade; and parse() "
     "splits the text into lines before it looks at quotes, so a quoted newline makes two rows "
     "(deepStrictEqual diff in the YAML block); the suite's 'not ok 4 - parse' is cascade. A "
     "failing todo test ('not ok 5 - empty input # TODO') does not fail the run and is not "
     "labelled. Totals: tests 24, pass 18, fail 2, cancelled 2 (in no tally field), skipped 1, "
     "todo 1")

case("gha-js-node-test-spec-before-hook-json", f"node:test (spec reporter), {NODE}{GHA}",
     "node --version; npm test (node --test --test-reporter=spec --test-concurrency=1) (two steps)",
     "test",
     [(r"Z   ✖ French has no serial comma \(", "test/format.test.js:18"),
      (r"Z   SyntaxError \[Error\]: Expected double-quoted property name in JSON at position 366$",
       "test/fixtures/catalog.json:12", 2, 0)],
     [r"Z ✖ formatList \(", (r"Z   ✖ (interpolates|picks the French singular for zero|picks the Polish few form|falls back to English)$", 4),
      (r"Z ✖ translate with the fixture catalog \(", 2),
      (r"Z   SyntaxError \[Error\]: Expected double-quoted property name in JSON at position 366$", 2),
      r"Z ✖ French has no serial comma \(",
      (r"Z ✖ (interpolates|picks the French singular for zero|picks the Polish few form|falls back to English)$", 4),
      DONE],
     {"tests_passed": 12, "tests_failed": 1, "tests_skipped": 0},
     "two-step job; node --test spec over three files. Two causes: Intl.ListFormat's French "
     "conjunction has no serial comma ('rouge, vert et bleu'; assert.match fails; labelled on its "
     "'✖ test' line as earlier holdouts did, the AssertionError line below is as defensible); and "
     "the before() hook of 'translate with the fixture catalog' parses test/fixtures/catalog.json, "
     "which has a trailing comma: the suite's four tests are reported cancelled ('test did not "
     "finish before its parent and was cancelled', cascade), then the suite's ✖ line with the "
     "hook's SyntaxError: labelled on the SyntaxError line (what failed; the suite's ✖ line above "
     "it is as defensible). The parent suites' ✖ lines and the 'failing tests:' list are cascade. "
     "Totals: pass 12, fail 1, cancelled 4 (in no tally field)")

case("gha-js-npm-ci-ejsonparse", f"{NODE}{GHA}", "node --version && npm --version; npm ci (two steps)",
     "build",
     [(r"Z npm error JSON\.parse Invalid package\.json: JSONParseError: Expected double-quoted property name",
       "package.json:15")],
     [r"Z npm error JSON\.parse Failed to parse JSON data\.$",
      r"Z npm error JSON\.parse Note: package\.json must be actual JSON, not just JavaScript\.$",
      r"Z npm error A complete log of this run can be found in: ", DONE],
     {},
     "two-step job; a merge left a trailing comma after the last devDependency in package.json, "
     "so npm ci stops before installing anything: 'npm error code EJSONPARSE', then the parse "
     "error with the text near the position. Labelled on the 'JSON.parse Invalid package.json' "
     "message line, as holdout4/7 labelled npm ci's message rather than its 'code' line ('code "
     "EJSONPARSE' above is as defensible); npm's follow-up lines and the debug-log line (its name "
     "changes from run to run) are cascade")

case("gha-js-npm-workspaces-mocha-typeerror-long", f"{NODE}, node:test (spec), mocha 10.8.2{GHA}",
     "npm install --no-audit --no-fund; npm test (npm test --workspaces: node --test in "
     "@geokit/core, mocha in @geokit/cli) (two steps)", "test",
     [(r"Z      TypeError: Cannot read properties of undefined \(reading 'precision'\)$",
       "packages/geo-cli/lib/commands.js:18:69")],
     [(r"Z npm error ", 7), DONE],
     {"tests_failed": 1},
     "two-step job, 318 lines: npm install links the two workspaces; npm test --workspaces runs "
     "@geokit/core's node --test spec (254 passing distance and bearing cases, 'fail 0') and then "
     "@geokit/cli's mocha: 2 passing, 1 failing: midpointCommand destructures { digits } from an "
     "options object and reads digits.precision, undefined when no options are passed (TypeError). "
     "Labelled on the TypeError line under mocha's numbered heading; npm's seven 'npm error "
     "Lifecycle script `test` failed ...' lines for the workspace are cascade. tests_failed only "
     "(two runners: node:test's pass 254 and mocha's 2 passing are not one count). mocha is not a "
     "declared dependency here: it comes from the tools directory on PATH, as a preinstalled tool")

case("js-node-esm-missing-named-export", NODE, "npm run build (node src/build.js content dist)", "mixed",
     [(r"^SyntaxError: The requested module '\./lib/text\.js' does not provide an export named 'slugify'$",
       "src/build.js:4")],
     [r"^Node\.js v20\.20\.2$"],
     {},
     "the build script imports { slugify } from ./lib/text.js, which now exports toSlug: Node "
     "fails while linking the ES module: the file:line, the import line with carets under "
     "'slugify', then 'SyntaxError: The requested module ... does not provide an export named "
     "'slugify'' and its internal stack, 'Node.js v20.20.2' (cascade); exit 1, no line of the "
     "script ran")

case("gha-js-webpack-cant-resolve-crypto", f"webpack 5.113.0 (webpack-cli 5.1.4), {NODE}{GHA}",
     "npx webpack --version; npm run build (webpack --mode production) (two steps)", "build",
     [(r"Z ERROR in \./src/shared/checksum\.js 2:0-36$", "src/shared/checksum.js:2")],
     [r"Z webpack 5\.113\.0 compiled with 1 error in \d+ ms$", DONE],
     {"errors": 1},
     "two-step job (webpack --version prints webpack-cli's system info: OS, CPU, memory). The "
     "browser bundle imports src/shared/checksum.js, shared with the server, which imports node's "
     "crypto: 'Module not found: Error: Can't resolve 'crypto'' with webpack 5's 'BREAKING "
     "CHANGE: webpack < 5 used to include polyfills for node.js core modules' advice and the "
     "resolver's log (40 lines of 'doesn't exist'). Labelled on the 'ERROR in' line as earlier "
     "holdouts did (the Module not found line below is as defensible); 'compiled with 1 error' is "
     "cascade")

case("js-vite-build-not-exported-color", f"vite 6.4.6 (rollup 4), {NODE}",
     "FORCE_COLOR=1 npm run build (vite build)", "build",
     [(r'^src/components/cart\.js \(1:9\): "formatPrice" is not exported by "src/lib/money\.js", imported by "src/components/cart\.js"\.$',
       "src/components/cart.js:1:9")],
     [r"^✗ Build failed in \d+ms$"],
     {},
     "colour forced with FORCE_COLOR=1 (texts keep the escape codes). cart.js imports "
     "formatPrice from lib/money.js, which exports formatMoney: rollup's MISSING_EXPORT error "
     "after 7 modules are transformed ('✗ Build failed', 'error during build:', the message, "
     "'file:', a code frame, rollup's stack under /tmp/hojs). Labelled on the message line; 'error "
     "during build:' above it is its heading (as defensible), '✗ Build failed' is cascade. The "
     "last line (the stack's end with a colour reset) has no newline")

case("gha-js-checkjs-eslint-vitest-success", f"tsc 5.9.3 (checkJs), eslint 9.39.5, vitest 3.2.7, {NODE}{GHA}",
     "npm run typecheck (tsc -p jsconfig.json); npm run lint (eslint .); npm test (vitest run "
     "--no-file-parallelism) (three steps)", "mixed", [], [],
     {"tests_passed": 8, "tests_skipped": 1, "warnings": 2, "errors": 0},
     "success: tsc checks the JSDoc-typed JavaScript (allowJs, checkJs, noEmit) and prints "
     "nothing; eslint reports two warnings (no-unused-vars, prefer-const; '✖ 2 problems (0 "
     "errors, 2 warnings)', exit 0); vitest: 2 files, 8 passed, 1 skipped, 1 todo (the todo in no "
     "tally field; the per-file line says '7 tests | 2 skipped', counting the todo)")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
