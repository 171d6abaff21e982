#!/usr/bin/env python3
"""Writes holdout14/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
MVN = "Apache Maven 3.8.7 (offline), maven-compiler-plugin 3.10.1, maven-surefire-plugin 2.22.3 (JUnit Platform provider, Jupiter 5.9.2)"
GRADLE = "Gradle 4.4.1 (Debian, --offline, --console=plain)"
NODE = "Node v20.20.2, npm 11.19.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
# Maven's "-> [Help 1]" / "re-run with -e" lines are in neither list (as in holdout10-13)

# ------------------------------------------------------------------ Java
case("gha-java-javac-unreported-exception-lossy-conversion", f"{JDK}, GNU Make 4.3{GHA}",
     "javac -version; make build (javac -Xlint:all -d out <sources>) (two steps)", "build",
     [(r"src/org/quayline/dispatch/Manifest\.java:18: error: unreported exception IOException; must be caught or declared to be thrown$",
       "src/org/quayline/dispatch/Manifest.java:18"),
      (r"src/org/quayline/dispatch/Route\.java:32: error: incompatible types: possible lossy conversion from long to int$",
       "src/org/quayline/dispatch/Route.java:32")],
     [r" 2 errors$", r"make: \*\*\* \[Makefile:7: out/\.stamp\] Error 1$", DONE],
     {"errors": 2, "warnings": 1},
     "two steps. javac -Xlint:all over four files: Manifest.load calls Files.readAllLines without "
     "catching or declaring IOException, and Route.estimatedKm assigns Math.round(double) (a long) "
     "to an int. Two unrelated mistakes in two files, two causes on javac's own error lines. The "
     "[removal] warning for new Integer(int) is in neither list; `2 errors`, make's Error 1 and the "
     "runner's line are cascade (`1 warning` is in neither). tally from javac's counts")

case("ci-java-app-malformed-input-caused-by-crlf", f"{JDK}, GNU bash 5.2.15",
     "bash ci/labels.sh (set -ex; javac; java ... Labels <store 12>; java ... Labels <store 14>)", "runtime",
     [(r'^Exception in thread "main" java\.lang\.IllegalStateException: cannot load price list data/prices-store14\.csv$',
       "data/prices-store14.csv (Latin-1, read as UTF-8 at src/net/tillroll/prices/PriceList.java:19)")],
     [r"^Caused by: java\.nio\.charset\.MalformedInputException: Input length = 1$"],
     {},
     "CRLF. A GitLab-style script (set -ex): javac, then the label printer for two stores. The "
     "first price list prints its labels (java.util.logging INFO lines with their date lines, two "
     "label lines). The second store's CSV was exported in Latin-1 (`Café crème tart`), and "
     "PriceList.load reads it as UTF-8: `Exception in thread \"main\" java.lang.IllegalStateException: "
     "cannot load price list data/prices-store14.csv` with `Caused by: "
     "java.nio.charset.MalformedInputException: Input length = 1`. One cause, labelled on the "
     "`Exception in thread` line (the convention); the deepest `Caused by:` says what it is and is "
     "cascade. Stack frames and INFO lines are in neither list. No count")

case("ci-java-junitcore-array-differed-and-timeout", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/test.sh (javac main and test; java org.junit.runner.JUnitCore <3 classes>)", "test",
     [(r"^arrays first differed at element \[0\]; expected:<3> but was:<2>$", "src/main/java/io/gatekeep/Window.java:14"),
      (r"^org\.junit\.runners\.model\.TestTimedOutException: test timed out after 1500 milliseconds$",
       "src/test/java/io/gatekeep/ThrottleTest.java:12")],
     [r"^1\) fifteenSecondSlices\(io\.gatekeep\.WindowTest\)$", r"^Caused by: java\.lang\.AssertionError: expected:<3> but was:<2>$",
      r"^2\) burstUsesTheWholeCapacity\(io\.gatekeep\.ThrottleTest\)$", r"^FAILURES!!!$", r"^Tests run: 8,  Failures: 2$"],
     {"tests_failed": 2},
     "a Jenkins-style stage script: javac and JUnitCore over three classes, 8 tests. Two causes: "
     "Window.slices starts its loop at second 1, so the first slice misses second 0 "
     "(assertArrayEquals: `arrays first differed at element [0]; expected:<3> but was:<2>`, whose "
     "`Caused by: java.lang.AssertionError` restates it, cascade), and a @Test(timeout = 1500) "
     "that needs 4 s at the bucket's refill rate (`TestTimedOutException: test timed out after 1500 "
     "milliseconds`). Each is labelled on its exception line; JUnitCore's numbered headings, "
     "`FAILURES!!!` and the totals are cascade. JUnitCore prints no passed count")

case("gha-java-junit5-console-verbose-assertall-and-timeout", f"{LAUNCHER} (--details=verbose --disable-ansi-colors), {JDK}{GHA}",
     "bash ci/build-test.sh; java -jar junit-platform-console-standalone.jar --select-class ... --details=verbose (two steps)", "test",
     [(r"│     caught: org\.opentest4j\.MultipleFailuresError: address \(2 failures\)$", "src/main/java/uk/postroom/address/AddressParser.java:18"),
      (r"│     caught: org\.opentest4j\.AssertionFailedError: execution timed out after 100 ms$", "src/main/java/uk/postroom/address/Lookup.java:20")],
     [(r"│     status: ✘ FAILED$", 2), r"\[ +2 tests failed +\]$", DONE],
     {"tests_passed": 6, "tests_failed": 2, "tests_skipped": 0},
     "two steps: the project's compile script (silent), then the console launcher with "
     "--details=verbose, which prints each test's tags, uniqueId, source, duration and status "
     "(317 lines). Two causes: blockWithFlatNumberAndBlankLines' assertAll fails twice in one "
     "test (line1 keeps only `Flat 3`, the postcode is not normalised): labelled on its `caught: "
     "org.opentest4j.MultipleFailuresError: address (2 failures)` line; the two AssertionFailedError "
     "lines below it and their `Suppressed:` repeats belong to it (neither list). And "
     "cachedRegardlessOfSpacingAndCase's assertTimeoutPreemptively (`caught: ... execution timed "
     "out after 100 ms`; Lookup keys its cache by the raw postcode, so `bs16ab` goes to the slow "
     "resolver), with a `Caused by: ...ExecutionTimeoutException` in its stack (neither). The two "
     "`status: ✘ FAILED` lines, the `2 tests failed` box line and the runner's line are cascade. "
     "tally from the launcher's boxes")

case("java-maven-color-bigdecimal-and-week-year", f"{MVN}, {JDK}",
     "mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo -Dstyle.color=always verify", "test",
     [(r"^\[ERROR\] equalBetweenThreeGivesTheCentToTheFirst  Time elapsed: [0-9.]+ s  <<< ERROR!$", "src/main/java/com/brightdesk/payouts/Split.java:17"),
      (r"^\[ERROR\] headerAtTheTurnOfTheYear  Time elapsed: [0-9.]+ s  <<< FAILURE!$", "src/main/java/com/brightdesk/payouts/Statement.java:8")],
     [r"^\[ERROR\] Tests run: 5, Failures: 0, Errors: 1, Skipped: 0, .*<<< FAILURE! - in com\.brightdesk\.payouts\.SplitTest$",
      r"^\[ERROR\] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, .*<<< FAILURE! - in com\.brightdesk\.payouts\.StatementTest$",
      r"^\[ERROR\] Failures: $", r"^\[ERROR\]   StatementTest\.headerAtTheTurnOfTheYear:17 ", r"^\[ERROR\] Errors: $",
      r"^\[ERROR\]   SplitTest\.equalBetweenThreeGivesTheCentToTheFirst:22 ", r"^\[ERROR\] Tests run: 15, Failures: 1, Errors: 1, Skipped: 0$",
      r"^\[INFO\] BUILD FAILURE$", r"^\[ERROR\] Failed to execute goal .*There are test failures\.$"],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "colour forced with -Dstyle.color=always (texts keep the codes). surefire + Jupiter over three "
     "classes, 15 tests. Two causes, each labelled on surefire's test line: Split.equal divides "
     "100.00 by 3 without a scale or MathContext (`<<< ERROR!`, `java.lang.ArithmeticException: "
     "Non-terminating decimal expansion`), and Statement's formatter uses week-based `YYYY`, so "
     "2024-12-30 prints as 2025-12-30 (`<<< FAILURE!`, AssertionFailedError). The class summary "
     "lines, the Results section, `BUILD FAILURE` and `Failed to execute goal` are cascade; the "
     "exception lines under the test lines belong to them (neither). tally from surefire's totals "
     "(it prints no passed count)")

case("ci-java-maven-verify-success-crlf", f"{MVN}, {JDK}, dash 0.5.12",
     "sh ci/verify.sh (set -ex; java -version; mvn -o -B verify)", "test", [], [],
     {"tests_failed": 0, "errors": 0, "tests_skipped": 0},
     "success, CRLF. The payouts project fixed (divide with a scale, `yyyy`): a Jenkins-style "
     "script, java -version, mvn verify: `Tests run: 15, Failures: 0, Errors: 0, Skipped: 0`, jar, "
     "BUILD SUCCESS. Maven's colour resets on the last line (Maven writes them off a terminal too)")

case("gha-java-gradle-could-not-find-dependency", f"{GRADLE}, {JDK}{GHA}",
     "java -version; gradle --offline --no-daemon --console=plain build (two steps)", "build",
     [(r"^\S+Z > Could not find :commons-csv:1\.10\.0\.$", "build.gradle:16")],
     [r":compileJava FAILED$", r"FAILURE: Build failed with an exception\.$",
      r"Could not resolve all files for configuration ':compileClasspath'\.$", r"BUILD FAILED in \d+s$", DONE],
     {},
     "two steps. build.gradle gained `compile name: 'commons-csv', version: '1.10.0'`, but the CI "
     "image's jar directory (a flatDir, the runners have no network) has no commons-csv: "
     "`:compileJava FAILED`, `* What went wrong:` / `Could not resolve all files for configuration "
     "':compileClasspath'.` / `> Could not find :commons-csv:1.10.0.` with the searched locations. "
     "One cause, labelled on the `> Could not find` line (what it says); the task line, `FAILURE: "
     "Build failed`, the configuration line, `BUILD FAILED` and the runner's line are cascade. "
     "The two OpenJDK banners, `* Try:` and help lines are in neither list. No count")

# ------------------------------------------------------------------ JS / TS
case("gha-ts-tsc-plain-lacks-return-and-did-you-mean", f"TypeScript 5.9.3 (tsc --pretty false), {NODE}{GHA}",
     "npm ci; npx tsc --noEmit --pretty false (two steps)", "build",
     [(r"src/fares\.ts\(21,50\): error TS2366: Function lacks ending return statement", "src/fares.ts:21"),
      (r"src/journey\.ts\(9,14\): error TS2551: Property 'lenght' does not exist on type 'Leg\[\]'\. Did you mean 'length'\?$", "src/journey.ts:9")],
     [DONE],
     {},
     "two steps: npm ci (one package), then tsc plain: TS2366 (fare()'s `day` case has no return "
     "after its else-if, so the function can fall off the end) and TS2551 (`j.legs.lenght`). Two "
     "files, two mistakes, two causes; the runner's line is cascade. tsc plain prints no count")

case("ci-ts-vitest-then-tsc-pretty-two-errors-color", f"TypeScript 5.9.3 (tsc --pretty), vitest 3.2.7, {NODE}, GNU bash 5.2.15",
     "bash ci/check.sh (npm ci; npm test = vitest run; npm run typecheck = tsc --noEmit --pretty)", "build",
     [(r"^src/rooms\.ts:10:9 - error TS2322: Type 'string \| undefined' is not assignable to type 'string'\.$", "src/rooms.ts:10"),
      (r"^src/schedule\.ts:10:14 - error TS2345: Argument of type .* is not assignable to parameter of type 'Slot'\.$", "src/schedule.ts:10")],
     [r"^Found 2 errors in 2 files\.$", r"^     1  src/rooms\.ts:10$", r"^     1  src/schedule\.ts:10$"],
     {"errors": 2, "tests_passed": 5},
     "colour from tsc's own --pretty (texts keep the codes). A Buildkite-style script: npm ci "
     "(npm 11's four `npm warn install-scripts` lines about esbuild), vitest passing (5 tests), "
     "then the type check: TS2322 (a Map.get result assigned to `string`) and TS2345 (daySlots "
     "pushes a Slot literal without `mode`, a field types.ts made required for phone clinics; "
     "its related location `'mode' is declared here.` belongs to it). Two causes; `Found 2 errors "
     "in 2 files.` and the errors table are cascade. tally: tsc's error count and vitest's passed "
     "count (both printed by the runners in this job)")

case("ts-vitest-color-have-length-and-tobe", f"vitest 3.2.7 (FORCE_COLOR=1), {NODE}",
     "FORCE_COLOR=1 npm test (vitest run)", "test",
     [(r"^ FAIL  test/basket\.test\.ts > merge > drops a line removed with a negative quantity$", "src/basket.ts:14"),
      (r"^ FAIL  test/offers\.test\.ts > offers > takes 15% off in whole pence$", "src/offers.ts:14")],
     [r"^   × merge > drops a line removed with a negative quantity", r"^   × offers > takes 15% off in whole pence",
      r"^     → expected \[ \{ sku: 'jam'", r"^     → expected 374\.85 to be 375", r"Failed Tests 2",
      r"^ Test Files  2 failed \(2\)$", r"^      Tests  2 failed \| 6 passed \(8\)$"],
     {"tests_passed": 6, "tests_failed": 2},
     "colour forced with FORCE_COLOR=1 (texts keep the codes). vitest over two files, 8 tests. "
     "Two causes, each labelled on vitest's ` FAIL  file > suite > test` line: merge() only drops "
     "lines that start at zero, so a line removed with a negative quantity stays with qty 0 "
     "(`toHaveLength(2)`, got 3), and percentOff divides by 100 after rounding (`expected 374.85 "
     "to be 375`). The `×` and `→` lines of the run, the `Failed Tests 2` bar and the totals are "
     "cascade; the AssertionError lines, diffs and code frames belong to their failures (neither). "
     "The order of the two files in the run part varies from run to run")

case("js-eslint-stylish-isnan-typeof-negation-unreachable", f"eslint 9.39.5 (stylish), {NODE}",
     "npm run lint (eslint src)", "lint",
     [(r"^  10:24  error  Invalid typeof comparison value  valid-typeof$", "src/labels.js:10:24"),
      (r"^   8:9  error  Use the isNaN function to compare with NaN +use-isnan$", "src/levels.js:8:9"),
      (r"^  20:9  error  Unexpected negating the left operand of 'in' operator  no-unsafe-negation$", "src/levels.js:20:9"),
      (r"^  21:3  error    Unreachable code +no-unreachable$", "src/orders.js:21:3")],
     [r"^✖ 7 problems \(4 errors, 3 warnings\)$"],
     {"errors": 4, "warnings": 3},
     "eslint's stylish output over four files: four errors from four rules in three files "
     "(`typeof grams === \"numbr\"`, `qty === NaN`, `!sku in ...`, a console.log after return), "
     "each its own cause; three warnings (two no-unused-vars, a no-console on the unreachable "
     "line) are in neither list. The `✖ 7 problems` line is cascade. tally from eslint's counts")

case("gha-js-jest-ci-snapshot-not-written-and-to-throw-long", f"jest 29.7.0 (--ci --verbose), {NODE}{GHA}",
     "npm ci; npm test (jest --ci --runInBand --verbose) (two steps)", "test",
     [(r"^\S+Z     expect\(received\)\.toMatchSnapshot\(\)$", "__tests__/__snapshots__/render.test.js.snap (never committed)", 2, 0),
      (r"^\S+Z     expect\(received\)\.toThrow\(expected\)$", "src/parse.js:6")],
     [r"^\S+Z FAIL __tests__/render\.test\.js$", r"^\S+Z FAIL __tests__/parse\.test\.js$",
      r"✕ a mixed-rate invoice", r"✕ an exempt-only invoice", r"✕ rejects a negative amount with a message naming it",
      r"● renderInvoice › a mixed-rate invoice$", r"● renderInvoice › an exempt-only invoice$",
      r"● parsePence › rejects a negative amount with a message naming it$",
      (r"^\S+Z     expect\(received\)\.toMatchSnapshot\(\)$", 2),
      r"Z  › 2 snapshots failed\.$", r"Z  › 2 snapshots failed from 1 test suite\.",
      r"Test Suites: 2 failed, 1 passed, 3 total$", r"Tests:       3 failed, 241 passed, 244 total$",
      r"Snapshots:   2 failed, 2 total$", DONE],
     {"tests_passed": 241, "tests_failed": 3, "tests_skipped": 0},
     "gzipped, long (400 lines). Two steps: npm ci, then jest --ci --verbose over three files: "
     "rates.test.js's 208 passing rows first, then render.test.js, whose two toMatchSnapshot "
     "tests fail with `New snapshot was not written. The update flag must be explicitly passed "
     "...` because the .snap file was never committed and --ci does not write one: one cause "
     "(one missing file), labelled on the first test's `expect(received).toMatchSnapshot()`; the "
     "second test's is cascade. Then parse.test.js: `toThrow` expects a `negative amounts are "
     "credit notes` message parsePence never produces (`Received message: \"not an amount: "
     "-4.00\"`): a second cause. FAIL lines, ✕ lines, ● headings, the snapshot lines, the totals "
     "and the runner's line are cascade. tally from jest's Tests line", gz=True)

case("js-mocha-spec-match-and-not-a-function-crlf", f"mocha 10.8.2 (spec), {NODE}",
     "npm test (mocha --timeout 2000 'test/**/*.test.js')", "test",
     [(r"^     AssertionError \[ERR_ASSERTION\]: The input did not match the regular expression /Rock &apos;n&apos; Roll Hour/\. Input:$", "lib/escape.js:3"),
      (r"^     TypeError: formatDuration is not a function$", "lib/feed.js:3", 3, 0)],
     [r"^    1\) escapes apostrophes for attribute values$", r"^    2\) lists the newest episode first$",
      r"^    3\) writes durations as HH:MM:SS$", r"^    4\) escapes titles$", r"^  4 failing$",
      r"^  1\) escapeXml$", (r"^  [234]\) channel$", 3), (r"^     TypeError: formatDuration is not a function$", 3)],
     {"tests_passed": 6, "tests_failed": 4},
     "CRLF. mocha spec over three files, 10 tests, 4 failing. Two causes: escapeXml has no entity "
     "for the apostrophe (assert.match: `The input did not match the regular expression`), and "
     "feed.js does `const { formatDuration } = require('./duration')` although duration.js "
     "exports the function itself: every channel() test fails with the same `TypeError: "
     "formatDuration is not a function` at lib/feed.js:12 (three tests, word for word, one "
     "cause, labelled on the first; the other two are cascade). The numbered lines of the run "
     "and of the report, and `4 failing`, are cascade. tally from mocha's passing/failing")

case("js-node-test-tap-plan-and-missing-exception", f"node:test (--test-reporter=tap), {NODE}",
     "npm test (node --test --test-reporter=tap test/)", "test",
     [(r"^not ok 3 - a failing subscriber does not stop the others$", "src/dispatch.js:11"),
      (r"^not ok 7 - throws on a missing header$", "src/signature.js:10")],
     [r"^  error: 'plan expected 3 assertions but received 2'$", r"^  error: 'Missing expected exception \(TypeError\)\.'$",
      r"^# fail 2$"],
     {"tests_passed": 6, "tests_failed": 2, "tests_skipped": 0},
     "node --test with the TAP reporter, two files, 8 top-level tests. Two causes, each labelled "
     "on its `not ok` line (as in the earlier holdouts' TAP logs): t.plan(3) in the dispatch test "
     "gets two assertions because dispatch() breaks out of the loop at the throwing subscriber "
     "(`error: 'plan expected 3 assertions but received 2'`), and verify() returns false for a "
     "missing header where the test expects a TypeError (`error: 'Missing expected exception "
     "(TypeError).'`). The YAML error lines and `# fail 2` are cascade. tally from the # lines")

case("gha-js-node-test-spec-success", f"node:test (--test-reporter=spec), {NODE}{GHA}",
     "node --version && npm --version; node --test --test-reporter=spec test/ (two steps)", "test", [], [],
     {"tests_passed": 8, "tests_failed": 0, "tests_skipped": 0},
     "success. The webhook project fixed (dispatch goes on past a throwing subscriber, verify "
     "throws on a missing header): `ℹ pass 8`, `ℹ fail 0`. Test names like `throws on a missing "
     "header` and `rejects a tampered body` are not failures")

case("gha-js-node-uncaught-err-invalid-arg-type", f"{NODE}{GHA}",
     "node --version && npm --version; npm run export (two steps)", "runtime",
     [(r"^\S+Z TypeError \[ERR_INVALID_ARG_TYPE\]: The \"path\" argument must be of type string\. Received undefined$",
       "scripts/export.js:13")],
     [DONE],
     {},
     "two steps: versions, then `npm run export`: two progress lines, then path.join gets "
     "process.env.REPORTS_DIR, which this workflow does not set: node's uncaught `TypeError "
     "[ERR_INVALID_ARG_TYPE]: The \"path\" argument must be of type string. Received undefined`, "
     "with node's source excerpt (`node:path:1305`, `validateString(arg, 'path');`, the caret) "
     "before it, the stack, `code: 'ERR_INVALID_ARG_TYPE'` and `Node.js v20.20.2` (all neither). "
     "npm 11 prints no lifecycle error for a failed run-script. One cause; the runner's line is "
     "cascade")

case("ci-js-npm-install-etarget-no-matching-version", f"{NODE}, GNU bash 5.2.15",
     "bash -c 'set -ex; node --version; npm --version; npm install --no-audit --no-fund; npm test'", "build",
     [(r"^npm error notarget No matching version found for jest@\^29\.8\.0\.$", "package.json (jest ^29.8.0)")],
     [r"^npm error code ETARGET$", r"^npm error notarget In most cases you or one of your dependencies",
      r"^npm error A complete log of this run can be found in: "],
     {},
     "a Jenkins-style script (set -ex): jest was bumped to ^29.8.0 in package.json, a version that "
     "does not exist (29.7.0 is the last 29.x): `npm error code ETARGET`, then `npm error notarget "
     "No matching version found for jest@^29.8.0.` (labelled, npm's message line), the hint and "
     "the debug-log line (cascade, with the code line). npm test never runs. No count")

case("js-webpack-module-not-found-casing-and-missing-file", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE}",
     "npm run build (webpack --mode production)", "build",
     [(r"^ERROR in \./src/index\.js 1:0-60$", "src/index.js:1"),
      (r"^ERROR in \./src/index\.js 3:0-44$", "src/index.js:3")],
     [r"^Module not found: Error: Can't resolve '\./components/departureRow\.js'",
      r"^Module not found: Error: Can't resolve '\./lib/board\.js'", r"^webpack 5\.113\.0 compiled with 2 errors in \d+ ms$"],
     {"errors": 2},
     "webpack 5 production build. Two causes in index.js, each labelled on its `ERROR in` line "
     "(as in the earlier holdouts): `./components/departureRow.js` for the file "
     "`DepartureRow.js` (webpack's own hint: `Did you mean './components/DepartureRow.js'?`, "
     "differs only in casing; builds on a case-insensitive laptop, fails on Linux CI), and "
     "`./lib/board.js`, which was never added (the fetch code lives in lib/api.js). Each "
     "`Module not found` line and `compiled with 2 errors` are cascade; the resolver's 30-odd "
     "`doesn't exist` trace lines belong to their error (neither). tally: webpack's error count")

missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
