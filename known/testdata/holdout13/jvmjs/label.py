#!/usr/bin/env python3
"""Writes holdout13/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
        # a source given as a function is worked out from the line (javac's file order varies)
        src = src(ANSI.sub("", ls[k - 1])) if callable(src) else src
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
MVN = "Apache Maven 3.8.7 (offline, -q), maven-compiler-plugin 3.10.1, maven-surefire-plugin 2.22.3"
GRADLE = "Gradle 4.4.1 (Debian, --offline, --console=plain)"
NODE = "Node v20.20.2, npm 11.19.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
T = r"^\S+Z "  # a GitHub Actions timestamp
# Maven's "-> [Help 1]" / "re-run with -e" lines are in neither list (as in holdout10-12)

# ------------------------------------------------------------------ Java
case("java-junit5-console-flat-beforeall-resource-and-split",
     f"{LAUNCHER} (--details=flat --disable-ansi-colors), {JDK}",
     "bash ci/test.sh (javac; java -jar junit-platform-console-standalone.jar --details=flat ...)", "test",
     [(r"^             => Exception: org\.opentest4j\.AssertionFailedError: shares must add up to the amount ==> expected: <10\.00> but was: <9\.99>$",
       "src/main/java/dev/ledgerly/Money.java:11"),
      (r"^             => Exception: java\.io\.IOException: rate table not found on the classpath: /rates/eur\.properties$",
       "ci/test.sh:8 (src/test/resources never copied to out/test), thrown at src/main/java/dev/ledgerly/RateTable.java:17")],
     [r"^\[\s+1 containers failed\s+\]$", r"^\[\s+1 tests failed\s+\]$"],
     {"tests_passed": 2, "tests_failed": 1, "tests_skipped": 0},
     "the console launcher with --details=flat (Started:/Finished: lines, each failure's '=> "
     "Exception:' line and full stack right under its Finished: line; no Failures list). Two "
     "causes: Money.split rounds every share down, so 10.00 in three is 9.99 in all (assertEquals "
     "with a message), and RateTableTest's @BeforeAll cannot load /rates/eur.properties because "
     "the CI script compiles into out/test but never copies src/test/resources there: the class "
     "container fails and its two tests never start (5 tests found, 3 started). Labelled on each "
     "'=> Exception:' line; the 'containers failed' and 'tests failed' summary lines are cascade. "
     "Tally: the launcher's 2 successful, 1 failed, 0 skipped (the two unstarted tests are in "
     "none of its test counts)")

case("gha-java-maven-quiet-static-init-and-rounding", f"{MVN}, Jupiter 5.9.2, {JDK}{GHA}",
     "java -version && mvn -v; mvn -o -B -q verify (two steps)", "test",
     [(T + r"\[ERROR\] roundsUpToQuarterHour  Time elapsed: .*  <<< FAILURE!$", "src/main/java/io/ferrygate/timetable/Crossing.java:12"),
      (T + r"\[ERROR\] parsesOne  Time elapsed: .*  <<< ERROR!$", "src/main/java/io/ferrygate/timetable/Departures.java:10")],
     [T + r"\[ERROR\] parsesFeed  Time elapsed: .*  <<< ERROR!$",
      T + r"java\.lang\.NoClassDefFoundError: Could not initialize class io\.ferrygate\.timetable\.Departures$",
      T + r"\[ERROR\] Tests run: 3, Failures: 1, .*<<< FAILURE! - in io\.ferrygate\.timetable\.CrossingTest$",
      T + r"\[ERROR\] Tests run: 2, Failures: 0, Errors: 2, .*<<< FAILURE! - in io\.ferrygate\.timetable\.DeparturesTest$",
      T + r"\[ERROR\] Failures: $", T + r"\[ERROR\]   CrossingTest\.roundsUpToQuarterHour:11 ",
      T + r"\[ERROR\] Errors: $", T + r"\[ERROR\]   DeparturesTest\.parsesFeed:17 NoClassDefFound",
      T + r"\[ERROR\]   DeparturesTest\.parsesOne:12 ExceptionInInitializer$",
      T + r"\[ERROR\] Tests run: 5, Failures: 1, Errors: 2, Skipped: 0$",
      T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*There are test failures\.$", DONE],
     {"tests_failed": 1, "errors": 2, "tests_skipped": 0},
     "two-step job; Maven -q prints only surefire's problems and the build's [ERROR] block. Two "
     "causes: Crossing.billedMinutes rounds down where the timetable rounds up (<<< FAILURE! "
     "expected: <45> but was: <30>), and Departures' formatter pattern has an unterminated quote "
     "(\"...HH:mm'Z\"), so the class's static initialiser throws: parsesOne gets "
     "ExceptionInInitializerError <- 'Caused by: IllegalArgumentException: Pattern ends with an "
     "incomplete string literal' (labelled on its <<< ERROR! header, the convention), and parsesFeed "
     "then gets 'NoClassDefFoundError: Could not initialize class' whose Caused by names the same "
     "initialiser failure: one cause, its header and exception line are cascade. The class "
     "headers, surefire's Failures/Errors lists, totals, 'Failed to execute goal' and the exit "
     "line are cascade. Tally: surefire's Failures 1, Errors 2, Skipped 0 (it prints no passed count; as holdout12)")

case("ci-java-maven-quiet-verify-success", f"{MVN}, Jupiter 5.9.2, {JDK}, GNU bash 5.2.15",
     "bash ci/verify.sh (java -version; mvn -o -B -q verify; echo verify: ok)", "test",
     [], [], {},
     "success: the same project as gha-java-maven-quiet-static-init-and-rounding with both "
     "fixes applied to the work copy. With -q Maven prints nothing when every test passes (only "
     "four ANSI reset codes, on the line of the script's 'verify: ok'); the log is java -version "
     "and that line. No counts are printed, so the tally is empty")

case("ci-java-thread-uncaught-aioobe-export-crlf", f"{JDK}, GNU bash 5.2.15 (set -ex)",
     "bash ci/run.sh (javac; java -cp out org.canalworks.Export data/gauges.csv)", "runtime",
     [(r'^Exception in thread "export-shard-2" java\.lang\.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 2$',
       "src/org/canalworks/Gauge.java:16 (trend reads readings[3]; data/gauges.csv's G03 has two readings)")],
     [r"^export: error: 2 of 6 gauges missing from the export; not publishing$"],
     {},
     "Jenkins-style script with set -x traces, CRLF. The exporter runs three worker threads; "
     "Gauge.trend assumes four readings and gauge G03 has two, so thread export-shard-2 dies with "
     "an uncaught ArrayIndexOutOfBoundsException (the JVM's 'Exception in thread \"export-shard-2\"' "
     "block, labelled on its first line, the convention). main goes on, finds 2 of 6 rows missing "
     "and exits 3 with 'export: error: ... not publishing': a consequence, cascade. No tally")

case("gha-java-gradle-compiletestjava-cannot-find-symbol", f"{GRADLE}, {JDK}{GHA}",
     "java -version; gradle --offline --no-daemon --console=plain build (two steps)", "build",
     [(T + r":compileTestJava/tmp/wisptriage-holdout13-jvmjs/java-gradle-testcompile/src/test/java/org/parcelpost/labels/PostcodeTest\.java:15: error: cannot find symbol$",
       "src/test/java/org/parcelpost/labels/PostcodeTest.java:15")],
     [T + r"1 error$", T + r" FAILED$", T + r"FAILURE: Build failed with an exception\.$",
      T + r"Execution failed for task ':compileTestJava'\.$",
      T + r"> Compilation failed; see the compiler error output for details\.$",
      T + r"BUILD FAILED in \d+s$", DONE],
     {"errors": 1},
     "two-step job. Gradle 4.4 compiles and jars main, then :compileTestJava fails: PostcodeTest "
     "calls Postcode.parse, which was renamed normalise. Gradle's plain console writes the task "
     "name without a newline, so javac's 'error: cannot find symbol' line starts with "
     "':compileTestJava' and the task's ' FAILED' comes on its own line after '1 error'. Labelled "
     "on that joined line; '1 error', ' FAILED', Gradle's FAILURE block ('Execution failed for "
     "task', 'Compilation failed'), BUILD FAILED and the exit line are cascade. The two OpenJDK "
     "version banners (java -version, and Gradle's own JVM) are neither. Tally: javac's 1 error")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("js-jest-suite-cannot-find-module-and-tobe-color", f"Jest 29.7.0 (--colors), {NODE}",
     "npm test -- --colors (jest --ci --runInBand --colors)", "test",
     [(r"^    Cannot find module '\.\./src/preview' from '__tests__/queue\.test\.js'$", "__tests__/queue.test.js:2"),
      (r"^    expect\(received\)\.toBe\(expected\) // Object\.is equality$", "src/money.js:13")],
     [r"^  ● Test suite failed to run$", r"^  ● total › rounds the discount half up$",
      r"^ FAIL  __tests__/queue\.test\.js$", r"^ FAIL  __tests__/money\.test\.js$",
      r"^Test Suites: 2 failed, 1 passed, 3 total$", r"^Tests:       1 failed, 5 passed, 6 total$"],
     {"tests_passed": 5, "tests_failed": 1},
     "jest with colour forced by --colors. Two causes: queue.test.js requires ../src/preview, "
     "which does not exist, so the suite fails at import ('● Test suite failed to run', 'Cannot "
     "find module', no test of it runs or is counted), and total() floors the discount where the "
     "test wants it rounded half up (toBe 5622, received 5623). Labelled on each message line "
     "under its ● header (as holdout12); the ● headers, FAIL lines and totals are cascade. Tally: "
     "Tests 1 failed, 5 passed (the unloaded suite's tests are not in it)")

case("ts-vitest-dot-beforeall-enoent-and-tobe", f"Vitest 3.2.7 (dot reporter), {NODE}",
     "npm test (vitest run --reporter=dot)", "test",
     [(r"^ FAIL  test/reads\.test\.ts \[ test/reads\.test\.ts \]$", "test/reads.test.ts:8 (fixtures/january-2025.csv; the file is january.csv)"),
      (r"^ FAIL  test/tariff\.test\.ts > cost > fractional kWh$", "src/tariff.ts:18")],
     [r"^Error: ENOENT: no such file or directory, open '/tmp/wisptriage-holdout13-jvmjs/ts-vitest-dot-meter/test/fixtures/january-2025\.csv'$",
      r"^AssertionError: expected 2012 to be 2013 // Object\.is equality$",
      r"^⎯+ Failed Suites 1 ⎯+$", r"^⎯+ Failed Tests 1 ⎯+$",
      r"^ Test Files  2 failed \(2\)$", r"^      Tests  1 failed \| 4 passed \| 3 skipped \(8\)$"],
     {"tests_passed": 4, "tests_failed": 1, "tests_skipped": 3},
     "vitest with the dot reporter (one line of marks, '-' for the skipped tests, 'x' for the "
     "failure; vitest colours its diff without a terminal). Two causes: reads.test.ts's beforeAll "
     "reads fixtures/january-2025.csv but the fixture is january.csv (the file's suite fails under "
     "'Failed Suites 1', its three tests are skipped), and cost() truncates pence (2012 for 2013). "
     "Labelled on each ' FAIL ' line (vitest's convention in holdout10-12); the Error/AssertionError "
     "lines, the Failed Suites/Failed Tests headers and the totals are cascade. Tally: Tests 1 "
     "failed | 4 passed | 3 skipped")

case("gha-ts-vitest-dot-success", f"Vitest 3.2.7 (dot reporter), {NODE}{GHA}",
     "npm ci; npm test (vitest run --reporter=dot) (two steps)", "test",
     [], [], {"tests_passed": 8},
     "success: the same project with both fixes applied to the work copy; npm ci with npm 11's "
     "'npm warn install-scripts' lines (neither), then eight dots and 'Tests  8 passed (8)'")

case("js-mocha-dot-uncaught-async-and-before-each-crlf", f"Mocha 10.8.2 (dot reporter), {NODE}",
     "npm test (mocha --reporter dot --timeout 2000 'test/**/*.test.js')", "test",
     [(r"^      Uncaught AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:$",
       "test/rota.test.js:9 (Dev on leave all week) asserted at test/rota.test.js:29"),
      (r"^     Error: ENOENT: no such file or directory, copyfile '/tmp/wisptriage-holdout13-jvmjs/js-mocha-dot-hooks/test/fixtures/ward-7\.json' -> ",
       "test/store.test.js:15 (test/fixtures/; the folder is test/fixture)")],
     [r"^  1\) notify$", r"^  2\) Store$", r"^  2 failing$"],
     {"tests_passed": 2, "tests_failed": 2},
     "mocha with the dot reporter ('..!!'), CRLF. Two causes: notify's done-callback asserts four "
     "messages inside setImmediate, but the fixture's Dev is on leave all week so only three go: "
     "the assertion throws outside the test's own stack and mocha reports it as 'Uncaught "
     "AssertionError' (labelled); and Store's beforeEach copies test/fixtures/ward-7.json while the "
     "folder is test/fixture: '\"before each\" hook for \"loads a ward\"' fails with ENOENT "
     "(labelled on the Error line), and mocha skips the rest of that suite (round-trips never "
     "runs, counted nowhere). The numbered headings and '2 failing' are cascade. Tally: 2 "
     "passing, 2 failing (mocha counts the hook as a failure)")

case("gha-js-node-test-spec-late-deepequal-and-async-throw-long", f"node:test (spec reporter), {NODE}{GHA}",
     "node --version && npm --version; npm test (node --test --test-reporter=spec test/) (two steps)", "test",
     [(T + r"    AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$", "src/labels.js:13"),
      (T + r"    RangeError \[Error\]: unknown unit: pint$", "src/units.js:12 (no 'pint' unit), called from test/printing.test.js:21")],
     [T + r"  ✖ comma decimals from the EU supplier sheet", T + r"  ✖ labels a queued item",
      T + r"✖ parseQty ", T + r"✖ printer queue ",
      T + r"ℹ fail 2$", T + r"✖ failing tests:$",
      T + r"test at test/printing\.test\.js:13:3$", T + r"✖ comma decimals from the EU supplier sheet",
      T + r"  AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$",
      T + r"test at test/printing\.test\.js:17:3$", T + r"✖ labels a queued item",
      T + r"  RangeError \[Error\]: unknown unit: pint$", DONE],
     {"tests_passed": 201, "tests_failed": 2, "tests_skipped": 0},
     "two-step job, gzipped, 310 lines: node --test spec, 195 passing round-trip conversions, "
     "then (line 231 on) parseQty('1,5 kg') returns null where the EU sheet's comma decimal is "
     "wanted (deepStrictEqual), and the printer queue's second callback throws 'RangeError: "
     "unknown unit: pint' inside a setTimeout (the runner attributes it to the test that scheduled "
     "it). Labelled on each error line under its ✖ test line; the ✖ test and suite lines, 'ℹ fail "
     "2' and the whole 'failing tests:' recap (which repeats both) are cascade. Tally: ℹ pass 201, "
     "fail 2, skipped 0", gz=True)

case("ci-ts-tsc-build-verbose-missing-module-possibly-undefined-crlf", f"TypeScript 5.9.3 (tsc --build --verbose), {NODE}",
     "sh ci/build.sh (node --version; npm ci; npm run build = tsc --build --verbose)", "build",
     [(r"^src/eta\.ts\(13,11\): error TS2532: Object is possibly 'undefined'\.$", "src/eta.ts:13"),
      (r"^src/route\.ts\(1,39\): error TS2307: Cannot find module '\./geo/haversine\.js' or its corresponding type declarations\.$", "src/route.ts:1")],
     [],
     {},
     "Jenkins-style stage script, CRLF. tsc --build --verbose prints its project bookkeeping "
     "(timestamps, 'is out of date because output file ... does not exist', neither), then two "
     "plain diagnostics: route.ts imports ./geo/haversine.js though the module is geo/distance.ts "
     "(TS2307; route.ts's uses of haversine raise nothing more), and eta.ts divides legsMetres[i] "
     "which noUncheckedIndexedAccess types as possibly undefined (TS2532). Two causes. Neither tsc "
     "(plain, no 'Found N errors') nor npm 11 (no lifecycle error lines for a run-script failure) "
     "prints anything after them, so there is no cascade and no tally")

case("js-eslint-parsing-error-and-const-assign-color", f"ESLint 9.39.5 (stylish, --color), {NODE}",
     "npm run lint -- --color (eslint --max-warnings 10 src --color)", "lint",
     [(r"^  28:3  error  Parsing error: Unexpected token reminders$", "src/fines.js:27 (missing comma after currency: \"GBP\")"),
      (r"^  25:9  error  'i' is constant  +no-const-assign$", "src/holds.js:25"),
      (r"^  25:9  error  Expected a conditional expression and instead saw an assignment  +no-cond-assign$", "src/holds.js:25"),
      (r"^  25:9  error  Unexpected constant condition  +no-constant-condition$", "src/holds.js:25"),
      (r"^  12:27  error  'staet' is not defined  no-undef$", "src/index.js:12")],
     [r"^✖ 6 problems \(5 errors, 1 warning\)$"],
     {"errors": 5, "warnings": 1},
     "eslint stylish with colour forced. A missing comma in fines.js's policy object is a "
     "'Parsing error' (eslint reports nothing else for that file), holds.js's 'if (i = -1)' draws "
     "three findings at 25:9 (no-const-assign, no-cond-assign, no-constant-condition), and index.js "
     "misspells state (no-undef); a no-console warning is not a cause. Following the convention "
     "that each lint finding is its own cause, the three rules at holds.js 25:9 are three causes "
     "(one typo; see the README), five in all. The problem count line is cascade. Tally: 5 errors, "
     "1 warning")

case("gha-js-npm11-ci-without-lockfile", f"{NODE}{GHA}",
     "node --version && npm --version; npm ci (two steps)", "build",
     [(T + r"npm error The `npm ci` command can only install with an existing package-lock\.json or$",
       "package-lock.json (listed in .gitignore, so the checkout has none)")],
     [T + r"npm error A complete log of this run can be found in: /root/\.npm/_logs/\S+-debug-0\.log$", DONE],
     {},
     "two-step job with npm 11: package-lock.json is in .gitignore, so npm ci finds no lock file: "
     "'npm error code EUSAGE' (npm's code line, neither), the message (labelled, as holdout12 "
     "labelled npm 8's EUSAGE), then npm ci's 90-line usage text (neither), the debug-log line and "
     "the exit line (cascade). No tally")

with open(f"{here}/manifest.jsonl", "w") as fh:
    for c in out:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
print(f"wrote {len(out)} cases", file=sys.stderr)
