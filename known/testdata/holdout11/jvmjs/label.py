#!/usr/bin/env python3
"""Writes holdout11/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
MVN = "Apache Maven 3.8.7 (offline), maven-compiler-plugin 3.10.1"
SUREFIRE = "maven-surefire-plugin 2.22.3"
GRADLE = "Gradle 4.4.1 (Debian, --offline, --console=plain)"
NODE = "Node v20.20.2, npm 11.19.1"
NODE8 = "Node v20.20.2, npm 8.19.4"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
MVN_CMD = "mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo"
T = r"^\S+Z "  # a GitHub Actions timestamp
WORK = "/tmp/wisptriage-holdout11-jvmjs/"


def javac_src(prefix):
    """source from a Maven javac line: '[ERROR] /tmp/.../X.java:[l,c] ...' -> 'src/.../X.java:l'"""
    def f(text):
        m = re.search(re.escape(WORK + prefix) + r"(\S+\.java):\[(\d+),\d+\]", text)
        return f"{m.group(1)}:{m.group(2)}"
    return f


NPM8 = "npm 8.19.4"
MVN_HELP = []  # Maven's "-> [Help 1]" / "re-run with -e" lines are in neither list (as in holdout10)


# ------------------------------------------------------------------ Java
case("gha-java-maven-jul-retry-stack-noise-rounding-failure",
     f"{MVN}, {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, {JDK}{GHA}",
     f"java -version && mvn -v; {MVN_CMD} compile; {MVN_CMD} verify (three steps)", "test",
     [(T + r"\[ERROR\] roundsTheVariablePartHalfUp  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/com/lumenpay/payouts/FeeCalculator.java:18")],
     [T + r"org\.opentest4j\.AssertionFailedError: expected: <45> but was: <44>$",
      T + r"\[ERROR\] Tests run: 2, Failures: 1, .*<<< FAILURE! - in com\.lumenpay\.payouts\.FeeCalculatorTest$",
      T + r"\[ERROR\]   FeeCalculatorTest\.roundsTheVariablePartHalfUp:13 expected: <45> but was: <44>$",
      T + r"\[ERROR\] Tests run: 8, Failures: 1, Errors: 0, Skipped: 0$",
      T + r"\[INFO\] BUILD FAILURE$", T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*There are test failures\.$",
      DONE],
     {"tests_failed": 1, "errors": 0, "tests_skipped": 0},
     "three-step job: versions, mvn compile (passes), mvn verify. Surefire shows the tests' "
     "java.util.logging output on stderr: RetryingPayoutClientTest's give-up test (which expects "
     "PayoutFailedException) logs two 'WARNING: payout to ... failed on attempt N of 2: Connection "
     "reset' lines and 'SEVERE: giving up on payout to ...' with a whole 'java.io.IOException: "
     "Connection reset' stack of about 80 lines, and the retry test logs one WARNING for its "
     "SocketTimeoutException before succeeding: all passing tests, neither list. The one failure: "
     "FeeCalculator rounds the variable part with RoundingMode.HALF_DOWN where the fee is rounded "
     "half up (24.5 cents -> 24), so roundsTheVariablePartHalfUp gets 44 for 45: labelled on "
     "surefire's '<<< FAILURE!' test line. Cascade: the AssertionFailedError line under it, the "
     "class line, the Results entry, the totals, BUILD FAILURE, 'Failed to execute goal' and the "
     "runner's exit line. Tally: 'Tests run: 8, Failures: 1, Errors: 0, Skipped: 0'")

case("java-maven-color-lint-warnings-stderr-error-caused-by",
     f"{MVN} (-Dstyle.color=always), {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, {JDK}",
     f"{MVN_CMD} -Dstyle.color=always verify", "test",
     [(r"^\[ERROR\] importsTheNorthwindFeed  Time elapsed: .*  <<< ERROR!$",
       "src/test/resources/feeds/northwind-2025-03.csv:1 (semicolon-separated)")],
     [r"^java\.lang\.IllegalStateException: cannot import northwind-2025-03\.csv line 2$",
      r"^Caused by: java\.lang\.ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 1$",
      r"^\[ERROR\] Tests run: 3, Failures: 0, Errors: 1, .*<<< FAILURE! - in org\.shelfwise\.stock\.StockImporterTest$",
      r"^\[ERROR\]   StockImporterTest\.importsTheNorthwindFeed:28 » IllegalState cannot import",
      r"^\[ERROR\] Tests run: 5, Failures: 0, Errors: 1, Skipped: 0$",
      r"^\[INFO\] BUILD FAILURE$", r"^\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*There are test failures\.$"],
     {"tests_failed": 0, "errors": 1, "tests_skipped": 0},
     "mvn verify with Maven's colour forced (-Dstyle.color=always; texts keep the codes). javac "
     "-Xlint:all prints three [WARNING] lines (a deprecated method, new Integer/new Double marked "
     "for removal; Maven prints no count for them): warnings, neither list. StockImporterTest's "
     "skipsNegativeQuantitiesAndReportsThem makes the importer print 'acme-2025-03.csv:3: error: "
     "negative quantity -3, row skipped' on stderr, which is what the test checks (it passes): "
     "neither list. The failure: the northwind feed is semicolon-separated, so the first row splits "
     "into one field and RowParser's f[2] throws; the importer wraps it: <<< ERROR! with "
     "IllegalStateException 'cannot import northwind-2025-03.csv line 2' <- 'Caused by: "
     "ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 1'. Labelled on the '<<< "
     "ERROR!' test line (the convention for surefire); the exception and Caused by lines, the class "
     "line, the Results entry, totals, BUILD FAILURE and 'Failed to execute goal' are cascade. "
     "Tally: surefire's 'Tests run: 5, Failures: 0, Errors: 1, Skipped: 0'")

case("ci-java-maven-printed-stacktrace-ignored-success-crlf",
     f"{MVN}, {SUREFIRE} (JUnit 4 provider), JUnit 4.13.2, {JDK}",
     "sh ci.sh (set -ex: java -version; mvn -o -B verify; ls -l target/*.jar | awk)", "test",
     [], [],
     {"tests_failed": 0, "errors": 0, "tests_skipped": 1},
     "success, CRLF. Jenkins-style script with set -x traces. BounceTest reports '[WARNING] Tests "
     "run: 4, Failures: 0, Errors: 0, Skipped: 1' (one @Ignore: a warning, not a failure). "
     "MailQueueTest.defersWhenTheRelayRefusesAndRetriesLater makes the queue print 'delivery of m3 "
     "failed, deferring' and e.printStackTrace()'s whole 'java.net.ConnectException: Connection "
     "refused (relay.internal:587)' stack (33 lines) — the path the test exercises, and it passes. "
     "No root cause; the ConnectException and the 'failed' line are noise. Tally: 'Tests run: 6, "
     "Failures: 0, Errors: 0, Skipped: 1'")

case("gha-java-maven-renamed-interface-method-override-warnings", f"{MVN}, {JDK}{GHA}",
     f"java -version && mvn -v; {MVN_CMD} verify (two steps)", "build",
     [(T + r"\[ERROR\] /tmp/\S+/sink/CsvSink\.java:\[8,14\] com\.brightledger\.reports\.sink\.CsvSink is not abstract and does not override abstract method write",
       "src/main/java/com/brightledger/reports/sink/ReportSink.java:9 (export renamed write)", 2, 0)],
     [(T + r"\[ERROR\] /tmp/\S+/sink/\w+Sink\.java:\[\d+,\d+\] ", 8), T + r"\[INFO\] 4 errors $",
      T + r"\[INFO\] BUILD FAILURE$", T + r"\[ERROR\] Failed to execute goal .*maven-compiler-plugin.*Compilation failure", DONE],
     {"errors": 4, "warnings": 3},
     "two-step job: versions, mvn verify. javac -Xlint:all first prints a COMPILATION WARNING block "
     "(Date(int,int,int) and getYear() deprecated, an unchecked call on a raw Map; '3 warnings'): "
     "neither list. ReportSink's export(Report, Writer) was renamed write(Report, Writer) for 3.0 "
     "and its two implementations still declare @Override export(...): for each, 'is not abstract "
     "and does not override abstract method write(...)' and 'method does not override or implement "
     "a method from a supertype'. Four errors from one rename: one cause, labelled on the first "
     "line of the COMPILATION ERROR block (CsvSink); the other three, the four repeated after "
     "'Failed to execute goal', '4 errors', BUILD FAILURE and the exit line are cascade. Tally: "
     "javac's '4 errors' and '3 warnings'")

case("gha-java-gradle-test-stdout-error-lines-one-failure", f"{GRADLE}, JUnit 4.13.2, {JDK}{GHA}",
     "java -version; gradle --offline --no-daemon --console=plain assemble; gradle ... test (three steps)", "test",
     [(T + r"net\.gridline\.meter\.BillingTest > sumsReadingsInKilowattHours FAILED$",
       "src/main/java/net/gridline/meter/Billing.java:14")],
     [T + r"    java\.lang\.AssertionError: expected:<412\.5> but was:<41\.25>$",
      T + r"6 tests completed, 1 failed$", T + r":test FAILED$",
      T + r"FAILURE: Build failed with an exception\.$", T + r"Execution failed for task ':test'\.$",
      T + r"> There were failing tests\.", T + r"BUILD FAILED in \d+s$", DONE],
     {"tests_failed": 1},
     "three-step job: java -version, gradle assemble (passes), gradle test with testLogging "
     "showStandardStreams and exceptionFormat full. Noise that is not a failure: the upload retry "
     "tests print 'WARN upload attempt N failed: 503 Service Unavailable' / 'timeout after 5000 ms' "
     "under STANDARD_ERROR, ReadingParserTest.dropsMalformedLines prints two 'ERROR reading "
     "rejected: ... (java.lang.ArrayIndexOutOfBoundsException ...)' / NumberFormatException lines "
     "under STANDARD_OUT (the test checks that they are dropped), and Java 17 prints four 'WARNING: "
     "... setSecurityManager ...' lines for Gradle 4.4's test worker. All those tests PASSED. The "
     "failure: Billing.kilowattHours divides watt-hours by 10000 (for 1000): 'BillingTest > "
     "sumsReadingsInKilowattHours FAILED' (labelled) with 'java.lang.AssertionError: "
     "expected:<412.5> but was:<41.25>' and its stack (the exception line is cascade, the frames "
     "neither). Cascade: '6 tests completed, 1 failed', ':test FAILED', the What went wrong lines, "
     "BUILD FAILED and the exit line. Tally: '1 failed'")

case("ci-java-gradle-deprecation-warnings-error-output-success", f"{GRADLE}, JUnit 4.13.2, {JDK}",
     "bash ci.sh (gradle --offline --no-daemon --console=plain clean build; unzip -l the jar)", "build",
     [], [],
     {"warnings": 3},
     "success. GitLab-style script: gradle clean build with -Xlint:deprecation: three "
     "'warning: [deprecation]' lines glued to ':compileJava' and '3 warnings'; test events show "
     "the upload test's STANDARD_ERROR ('WARN upload attempt 1 failed: 503 Service Unavailable', "
     "twice) and PASSED / SKIPPED lines; the four Java 17 setSecurityManager WARNING lines. BUILD "
     "SUCCESSFUL, then the jar is listed. No root cause. Tally: javac's '3 warnings' (Gradle 4.4 "
     "prints no test totals on success)")

case("gha-java-junit5-console-tree-fetch-error-lines-sort-order", f"{LAUNCHER} (--details=tree, --disable-ansi-colors), {JDK}{GHA}",
     "java -version; bash ci/test.sh (javac; java -jar junit-platform-console-standalone.jar ...) (two steps)", "test",
     [(T + r"    => org\.opentest4j\.AssertionFailedError: iterable contents differ at index \[0\], expected: <c> but was: <a>$",
       "src/main/java/news/feedmerge/Merger.java:22")],
     [DONE],
     {"tests_passed": 6, "tests_failed": 1, "tests_skipped": 1},
     "two-step job: java -version, then the project's script (javac twice, the JUnit 5 console "
     "launcher with --details=tree and colours off). Before the tree, the code under test prints "
     "three '[fetch] error: https://... attempt N/M: java.io.IOException: Premature EOF' / "
     "UnknownHostException lines: the retry tests expect them and pass. The tree also shows "
     "parameter rows named 'Error handling in practice' and 'Fatal crash fixed' (✔) and one "
     "@Disabled test (↷). The failure: Merger sorts oldest first where the timeline is newest "
     "first: the tree's '✘ iterable contents differ ...' verdict (neither, as in holdout10) and, in "
     "the Failures list, '=> org.opentest4j.AssertionFailedError: iterable contents differ at index "
     "[0], expected: <c> but was: <a>' (labelled). The exit line is cascade. Tally: the launcher's "
     "'6 tests successful', '1 tests failed', '1 tests skipped'")

case("ci-java-junitcore-expected-exception-not-thrown-warn-noise", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/unit.sh (set -ex: javac; javac; java org.junit.runner.JUnitCore ...)", "test",
     [(r"^java\.lang\.AssertionError: Expected exception: java\.lang\.IllegalArgumentException$",
       "src/main/java/gov/permits/FeeSchedule.java:17")],
     [r"^FAILURES!!!$", r"^Tests run: 7,  Failures: 1$"],
     {"tests_failed": 1},
     "Jenkins-style script (set -x traces), JUnitCore over three classes. Noise: "
     "ApplicationTest.reportsTooTall prints 'validation output: [error: height 9.0 m too tall for 1 "
     "floors]' (the expected validation result: it passes) and FeeSchedule prints 'WARN fee "
     "requested for negative area -20, using 0'. That warning is the bug: FeeScheduleTest's "
     "@Test(expected = IllegalArgumentException.class) negativeAreaIsRejected fails with "
     "'java.lang.AssertionError: Expected exception: java.lang.IllegalArgumentException' (labelled: "
     "JUnitCore's exception line under '1) negativeAreaIsRejected(gov.permits.FeeScheduleTest)'). "
     "Cascade: 'FAILURES!!!' and 'Tests run: 7,  Failures: 1'. Tally: JUnitCore's Failures")

case("ci-java-app-skipped-row-error-then-classcast-caused-by", JDK,
     "bash ci/nightly.sh (set -ex: javac; java -cp out ops.digest.Main conf/digest.properties exports/)", "runtime",
     [(r'^Exception in thread "main" java\.lang\.IllegalStateException: bad setting digest\.sla\.hours$',
       "src/main/java/ops/digest/Settings.java:33")],
     [r"^Caused by: java\.lang\.ClassCastException: class java\.lang\.Integer cannot be cast to class java\.lang\.Long"],
     {},
     "gzipped. GitLab-style script (set -x): javac, then the digest tool. Its own output first: "
     "INFO lines, 'ERROR tickets-2025-03-03.csv:5: expected 4 fields, got 5 (row skipped)' (the "
     "tool's handled bad-row report: it goes on) and 'INFO 8 tickets loaded, 2 in status "
     "error/failed (kept)' (ticket statuses, not failures): neither list. Then "
     "'Exception in thread \"main\" java.lang.IllegalStateException: bad setting digest.sla.hours' "
     "<- 'Caused by: java.lang.ClassCastException: class java.lang.Integer cannot be cast to class "
     "java.lang.Long': Settings stores numbers with Integer.valueOf and number() casts to Long. "
     "Labelled on the Exception in thread line (the convention); the Caused by line (what failed) "
     "is cascade", gz=True)

case("gha-java-javac-cannot-find-symbol-and-qualified-enum-case", f"{JDK}, GNU Make 4.3{GHA}",
     "javac -version; make build (javac -Xlint:all -d out ...) (two steps)", "build",
     [(T + r"src/com/parcelnet/rates/Quote\.java:16: error: cannot find symbol$", "src/com/parcelnet/rates/Quote.java:16"),
      (T + r"src/com/parcelnet/rates/Surcharge\.java:9: error: an enum switch case label must be the unqualified name",
       "src/com/parcelnet/rates/Surcharge.java:9")],
     [(T + r"src/com/parcelnet/rates/Surcharge\.java:1[13]: error: an enum switch case label", 2),
      T + r"4 errors$", T + r"make: \*\*\* \[Makefile:6: build\] Error 1$", DONE],
     {"errors": 4, "warnings": 1},
     "two-step job: javac -version, make build (javac -Xlint:all). A [serial] warning (Quote is "
     "Serializable without serialVersionUID) is printed between the errors: neither list. Two "
     "independent causes in two files: Quote calls String.toUppercase() ('cannot find symbol', "
     "symbol/location notes), and Surcharge.fuel's switch over the Zone enum writes 'case "
     "Zone.DOMESTIC:' ('an enum switch case label must be the unqualified name of an enumeration "
     "constant' three times, one per label: one mistake, the first labelled, the other two "
     "cascade). Cascade also '4 errors', make's Error 1 and the exit line. Tally: '4 errors', '1 "
     "warning'")


# ------------------------------------------------------------------ JavaScript / TypeScript
JEST = "jest 29.7.0"
VITEST = "vitest 3.2.7"
TSC = "typescript 5.9.3 (tsc)"
ESLINT = "eslint 9.39.5 (stylish)"

case("gha-js-jest-verbose-console-error-noise-template-long", f"{JEST}, {ESLINT}, {NODE}{GHA}",
     "npm ci; npm run lint (= eslint src __tests__); npm test -- --verbose (= jest --ci --runInBand --verbose) (three steps)", "test",
     [(T + r"    template value missing: order$", "src/template.js:5 (replace, not replaceAll)")],
     [T + r"FAIL __tests__/template\.test\.js$", T + r"Test Suites: 1 failed, 3 passed, 4 total$",
      T + r"Tests:       1 failed, 1 skipped, 213 passed, 215 total$", DONE],
     {"tests_passed": 213, "tests_failed": 1, "tests_skipped": 1},
     "gzipped, 372 lines. Three-step job: npm ci, eslint (no findings), jest --verbose. 140 phone "
     "and 64 channel table rows pass (✓). deliver.test.js passes but prints jest's console blocks: "
     "three console.warn 'delivery attempt N/M failed: ETIMEDOUT after 3000 ms' / '503 Service "
     "Unavailable', a console.error 'giving up on message n-2 Error: 503 Service Unavailable' with "
     "the Error's stack, and three console.error 'provider error EAUTH/EQUOTA: ... (fatal)' / "
     "ECONNRESET (a test of the error classifier), each with a code frame: noise, neither list. "
     "One skipped test (○). The failure: render() uses String.replace, so a placeholder used "
     "twice keeps its second {{order}} and the template's own check throws 'template value "
     "missing: order' (labelled: the message line under '● render › fills a placeholder used "
     "twice'; the heading and the ✕ verdict are neither). Cascade: the FAIL file line, jest's "
     "two totals lines and the exit line. Tally: jest's 'Tests: 1 failed, 1 skipped, 213 passed'", gz=True)

case("js-jest-colors-console-error-blocks-skipped-success", f"{JEST}, {NODE}",
     "npm test -- --colors (= jest --ci --runInBand --colors; npm ci not shown)", "test",
     [], [],
     {"tests_passed": 8, "tests_failed": 0, "tests_skipped": 1},
     "success, colour forced by jest's --colors. The same console.warn / console.error blocks as "
     "gha-js-jest-verbose-console-error-noise-template-long ('delivery attempt 1/3 failed', "
     "'giving up on message n-2 Error: 503 Service Unavailable' with a stack, 'provider error "
     "EAUTH: provider said no (fatal)'), printed by passing tests of the retry and error-handling "
     "code; one skipped test. Both suites PASS. No root cause. Tally: 'Tests: 1 skipped, 8 passed, 9 total'")

case("gha-ts-vitest-stderr-noise-retry-two-failures", f"{VITEST}, {TSC}, {NODE}{GHA}",
     "npm ci; npm run typecheck (= tsc --noEmit); npm test (= vitest run) (three steps)", "test",
     [(T + r" FAIL  test/retryAfter\.test\.ts > retryAfterMs > reads an HTTP date$", "src/retryAfter.ts:12"),
      (T + r" FAIL  test/window\.test\.ts > SlidingWindow > forgets hits older than the window$", "src/window.ts:8")],
     [T + r"AssertionError: expected 30 to be 30000 // Object\.is equality$",
      T + r"AssertionError: expected false to be true // Object\.is equality$",
      T + r" Test Files  2 failed \| 1 passed \(3\)$", T + r"      Tests  2 failed \| 7 passed \| 1 todo \(10\)$", DONE],
     {"tests_passed": 7, "tests_failed": 2},
     "three-step job: npm ci, tsc --noEmit (clean), vitest run. Noise: two 'stderr | ...' blocks "
     "from passing tests ('rate limit exceeded for tenant-42: 0.00 tokens left', 'ignoring "
     "malformed Retry-After: soon-ish'), a test with { retry: 2 } whose first attempt throws and "
     "whose retry passes (vitest's default reporter shows it as passed, ✓), and a todo. Two "
     "independent failures in two files: retryAfterMs divides the HTTP-date wait by 1000 (30 for "
     "30000), and SlidingWindow keeps a hit exactly windowMs old (>= where > was meant). Each is "
     "labelled on its ' FAIL  file > test' line; the AssertionError line under each (as "
     "defensible), the Test Files/Tests lines and the exit line are cascade; the × and → lines of "
     "the progress list are neither; vitest writes its diff colours even without a terminal. "
     "Tally: 'Tests  2 failed | 7 passed | 1 todo' (the todo in no field)")

case("ci-ts-vitest-verbose-stderr-retry-todo-success-crlf", f"{VITEST}, {NODE}",
     "bash ci/test.sh (set -euo pipefail: npm ci --no-audit --no-fund; npx vitest run --reporter=verbose)", "test",
     [], [],
     {"tests_passed": 9, "tests_failed": 0},
     "success, CRLF. npm 11's 'npm warn install-scripts' lines about esbuild's postinstall, then "
     "vitest verbose: the 'rate limit exceeded for tenant-42' and 'ignoring malformed "
     "Retry-After' stderr blocks of passing tests, the retried test (passes on its second "
     "attempt; the verbose reporter does not show the first), a todo (↓). No root cause. Tally: "
     "'Tests  9 passed | 1 todo (10)'")

case("js-mocha-spec-fanout-error-lines-pending-two-failures-crlf", f"mocha 10.8.2 (spec), {NODE}",
     "npm test (= mocha --reporter spec --timeout 2000 'test/**/*.test.js')", "test",
     [(r"^      AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$", "lib/route.js:6"),
      (r"^     RangeError: Input buffers must have the same byte length$", "lib/verify.js:15")],
     [r"^  2 failing$"],
     {"tests_passed": 9, "tests_failed": 2, "tests_skipped": 2},
     "CRLF. mocha's spec reporter. The fanout tests print '[fanout] subscriber ledger failed: "
     "ECONNREFUSED 10.0.4.7:443' and two 'socket hang up' lines (console.error of the code under "
     "test; both tests pass) and two tests are pending (-): neither list. Two failures of two "
     "functions: route's matches() slices 'invoice.*' to 'invoice', so invoices_archive.moved is "
     "routed to 'invoices' (a deepStrictEqual diff), and verify() hands a truncated signature to "
     "crypto.timingSafeEqual, which throws 'RangeError: Input buffers must have the same byte "
     "length'. Each labelled on its error line under the numbered heading; '2 failing' is cascade; "
     "the '1) ...' progress lines and the headings are neither. mocha exits with the failure count "
     "(2). Tally: '9 passing', '2 pending', '2 failing'")

case("ci-js-node-test-tap-precedence-failure-late-long", f"node --test (TAP reporter), {NODE}",
     "sh ci/test.sh (set -x: node --version; npm --version; npm test = node --test --test-concurrency=1 --test-reporter=tap test/)", "test",
     [(r"^not ok 5 - fahrenheit to celsius$", "src/temperature.js:2")],
     [r"^  error: \|-$", r"^# fail 1$"],
     {"tests_passed": 67, "tests_failed": 1, "tests_skipped": 1},
     "405 lines, the failure after 360 lines of passing TAP. Drone-style step (sh -x). Noise: "
     "'# expected error: RangeError: unsupported unit 'furlong'' (a test's console.log, which the "
     "TAP reporter prints as a comment at the top), 64 round-trip subtests ok, a test named 'an "
     "unknown unit is a RangeError' and one 'below absolute zero throws' (both ok), a '# SKIP' and "
     "a '# TODO'. The failure: fahrenheitToCelsius computes f - 32 * 5 / 9 (operator precedence), "
     "'not ok 5 - fahrenheit to celsius' (labelled) with its YAML block (actual "
     "194.22222222222223, expected 100). Cascade: the block's 'error: |-' line and '# fail 1'. "
     "Tally: '# pass 67', '# fail 1', '# skipped 1' (the todo in no field)")

case("gha-js-node-test-spec-error-named-tests-skip-todo-success", f"node --test (spec reporter), {NODE}{GHA}",
     "node --version && npm --version; npm test (= node --test --test-concurrency=1 --test-reporter=spec test/) (two steps)", "test",
     [], [],
     {"tests_passed": 21, "tests_failed": 0, "tests_skipped": 1},
     "success. Two-step job. The spec reporter lists tests named 'an unknown unit is a "
     "RangeError', 'below absolute zero throws' and 'NaN input fails soft and logs an error', "
     "prints the code's own 'Error: convertLength called with NaN (m -> ft), returning NaN' and a "
     "test's 'expected error: RangeError: unsupported unit 'furlong'', a skipped test (﹣) and a "
     "todo ('# UNIT-80'). All pass, 'ℹ fail 0'. No root cause. Tally: 'ℹ pass 21', 'ℹ fail 0', "
     "'ℹ skipped 1'")

case("gha-ts-tsc-plain-continue-on-error-docs-two-errors", f"{TSC} (--pretty false), {NODE}{GHA}",
     "npm ci; npm run docs:check (continue-on-error); npm run build (= tsc -p tsconfig.json --pretty false) (three steps)", "build",
     [(T + r"src/routes/bookings\.ts\(12,34\): error TS2345: ", "src/routes/bookings.ts:12"),
      (T + r"src/routes/reports\.ts\(13,7\): error TS2532: ", "src/routes/reports.ts:13")],
     [T + r"##\[error\]Process completed with exit code 2\.$"],
     {},
     "three-step job. The second step (npm run docs:check) is continue-on-error: it prints "
     "'error: route 'reports' is not documented in docs/api.md' and the runner's '##[error]Process "
     "completed with exit code 1.', and the job goes on: that step's failure does not fail the "
     "job, so neither line is a root cause or cascade. The build: tsc --pretty false, two errors in "
     "two files: an optional contact email passed where confirmationEmail wants a string "
     "(TS2345, with its 'Type 'undefined' is not assignable' elaboration, a note) and a Record "
     "index incremented under noUncheckedIndexedAccess (TS2532). Two causes; the last exit line "
     "(code 2) is cascade. No tally: --pretty false prints no count")

case("ts-tsc-pretty-moved-module-and-no-overlap-color", f"{TSC} (--pretty), {NODE}",
     "npm run typecheck (= tsc --noEmit --pretty; npm ci not shown)", "build",
     [(r"^src/trips/trip\.ts:2:27 - error TS2307: Cannot find module '\.\./units\.js'", "src/trips/trip.ts:2"),
      (r"^src/vehicles/emissions\.ts:10:7 - error TS2367: ", "src/vehicles/emissions.ts:10")],
     [r"^Found 2 errors in 2 files\.$", r"^     1  src/trips/trip\.ts:2$", r"^     1  src/vehicles/emissions\.ts:10$"],
     {"errors": 2},
     "tsc --pretty (colour and code frames; texts keep the codes). Two causes in two files: "
     "units.ts moved to src/util/ and trip.ts still imports '../units.js' (TS2307), and "
     "emissions.ts compares the fuel type with \"EV\", which is not a FuelType (TS2367 'This "
     "comparison appears to be unintentional ... have no overlap'). Code frames are notes; "
     "'Found 2 errors in 2 files.' and the table's two rows are cascade. Tally: '2 errors'")

case("gha-js-eslint-warnings-noise-fallthrough-prototype-builtins", f"{ESLINT}, node --test, {NODE}{GHA}",
     "npm ci; npm test (= node --test test/); npm run lint (= eslint src test) (three steps)", "lint",
     [(T + r"   3:17  error    Do not access Object\.prototype method 'hasOwnProperty' from target object +no-prototype-builtins$", "src/lib/overrides.js:3"),
      (T + r"  11:5  error  Expected a 'break' statement before 'case'  no-fallthrough$", "src/lib/rates.js:11")],
     [T + r"✖ 7 problems \(2 errors, 5 warnings\)$", DONE],
     {"errors": 2, "warnings": 5},
     "three-step job: npm ci, npm test (node --test, TAP since stdout is not a terminal, 4 tests "
     "pass), npm run lint. The test step's TAP carries the code's console output as comments: '# "
     "exported 1 timesheet entries' and '# error: w2 2025-03-02: missing approval' (a test of the "
     "error report, which passes): noise. eslint (stylish): four no-console warnings and one "
     "no-unused-vars warning (warnings, neither list), and two errors, each its own cause: "
     "overrides.hasOwnProperty(clientId) (no-prototype-builtins) and the 'weekend' case falling "
     "into 'night' (no-fallthrough; weekend shifts would be paid 1.5 x 1.25). Cascade: '✖ 7 "
     "problems (2 errors, 5 warnings)' and the exit line. Tally: eslint's counts (the passing "
     "node --test step's '# pass 4' is left out, as in holdout10)")

case("ci-ts-npm-workspaces-tsc-error-lifecycle", f"{TSC}, {NODE}",
     "bash ci/build.sh (set -ex: node --version; npm --version; npm install --no-audit --no-fund; npm run build = npm run build --workspaces --if-present)", "build",
     [(r"^src/index\.ts\(6,3\): error TS2322: Type 'string' is not assignable to type 'Units'\.$", "packages/web/src/index.ts:6")],
     [r"^npm error Lifecycle script `build` failed with error:$", r"^npm error code 2$", r"^npm error path ",
      r"^npm error workspace @portal/web@2\.7\.0$", r"^npm error location ", r"^npm error command failed$",
      r"^npm error command sh -c tsc -p \.$"],
     {},
     "Jenkins-style script (set -x). npm install links the two workspaces; npm run build runs "
     "each workspace's build (tsc -p .). @portal/geo builds silently; @portal/web assigns "
     "URLSearchParams.get()'s string | null (?? \"metric\" gives string) to a \"metric\" | "
     "\"imperial\" field: 'src/index.ts(6,3): error TS2322' (labelled; the path is relative to "
     "the workspace). npm 11's seven 'npm error' lines (Lifecycle script failed, code 2, path, "
     "workspace, location, command failed, command) are cascade. (npm 8.19.4 prints 'npm ERR! "
     "Lifecycle script' here but exits 0, so npm 11 was used.) No tally: tsc without --pretty "
     "prints no count")

case("gha-js-node-esm-err-module-not-found-after-env-warnings", f"{NODE}{GHA}",
     "node --version && npm --version; npm run env:check; npm run migrate (= node scripts/migrate.js) (three steps)", "runtime",
     [(T + r"Error \[ERR_MODULE_NOT_FOUND\]: Cannot find module '/tmp/\S+/src/db/config' imported from ", "scripts/migrate.js:1")],
     [T + r"Node\.js v20\.20\.2$", DONE],
     {},
     "three-step job. The env check prints three 'warning: ... not set' lines and 'environment "
     "check passed' (the step passes): noise. Then the migration script, an ES module, imports "
     "'../src/db/config' without its .js extension: node's 'Error [ERR_MODULE_NOT_FOUND]: Cannot "
     "find module ... imported from .../scripts/migrate.js' (labelled). The "
     "'node:internal/modules/esm/resolve:283' source line and its code frame above it, the stack "
     "and the { code, url } properties are neither; 'Node.js v20.20.2' and the exit line are "
     "cascade")

case("gha-js-webpack-critical-dependency-warning-export-not-found", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE}{GHA}",
     "npm ci; npm run build (= webpack --mode production) (two steps)", "build",
     [(T + r"ERROR in \./src/index\.js 7:35-46$", "src/index.js:2")],
     [T + r"export 'formatMoney' \(imported as 'formatMoney'\) was not found in '\./lib/money'",
      T + r"webpack 5\.113\.0 compiled with 1 error and 1 warning in \d+ ms$", DONE],
     {"errors": 1, "warnings": 1},
     "two-step job: npm ci (106 packages), webpack production with "
     "module.parser.javascript.exportsPresence 'error'. 'WARNING in ./src/lib/i18n.js 5:11-24' / "
     "'Critical dependency: the request of a dependency is an expression' (a require of a "
     "computed path, a warning) and its 'warning has detailed information' hint: neither list. "
     "The error: index.js imports formatMoney, which money.js exports as formatPrice: 'ERROR in "
     "./src/index.js 7:35-46' (labelled) / 'export 'formatMoney' ... was not found in "
     "'./lib/money' (possible exports: formatPrice, toCents)' (cascade, as defensible). "
     "'compiled with 1 error and 1 warning' and the exit line are cascade. Tally: webpack's 1 "
     "error, 1 warning")

case("gha-js-vite-build-success-continue-on-error-prettier", f"vite 6.4.6, {VITEST}, {NODE}{GHA}",
     "npm ci; npx --no-install prettier --check src (continue-on-error); npm test (= vitest run); npm run build (= vite build) (four steps)", "build",
     [], [],
     {"tests_passed": 5, "tests_failed": 0, "tests_skipped": 1},
     "success (the job's exit status is 0). Four steps. npm ci prints npm 11's 'npm warn "
     "install-scripts' lines. The prettier step is continue-on-error and fails: prettier is not a "
     "dependency and the runner is offline, so npx prints 'npm error code ENOTCACHED', 'npm error "
     "request to https://registry.npmjs.org/prettier failed: cache mode is 'only-if-cached' ...', "
     "the debug-log line, and the runner '##[error]Process completed with exit code 1.'; the job "
     "goes on, so none of it is a root cause. vitest: a 'stderr | ... (logs an error)' block with "
     "'error: cannot parse price \"ask\", item hidden' from a passing test, one skip. vite build: "
     "'(!) ... is dynamically imported by ... but also statically imported by ..., dynamic import "
     "will not move module into another chunk.' (a warning), then '✓ built'. No root cause. "
     "Tally: vitest's 'Tests  5 passed | 1 skipped'")

case("gha-js-npm8-npx-license-checker-enotcached", f"{NODE8}, node --test (spec reporter){GHA}",
     "node --version && npm --version; npm test; npx --yes license-checker --production --summary (three steps, npm 8)", "build",
     [(T + r"npm ERR! request to https://registry\.npmjs\.org/license-checker failed: cache mode is 'only-if-cached'", "the license step: npx --yes license-checker, not in the offline runner's npm cache")],
     [T + r"npm ERR! A complete log of this run can be found in:$", T + r"npm ERR!     /root/\.npm/_logs/\S+-debug-0\.log$", DONE],
     {},
     "three-step job with npm 8. npm test (node --test spec) passes: 21 tests, with the 'expected "
     "error: RangeError ...' and 'Error: convertLength called with NaN' lines and tests named "
     "'... is a RangeError' / '... logs an error' (noise, see "
     "gha-js-node-test-spec-error-named-tests-skip-todo-success). The license step runs npx --yes "
     "license-checker on an offline runner with an npm cache that does not hold it: 'npm ERR! code "
     "ENOTCACHED' (neither, as holdout10 treats npm's code line) and 'npm ERR! request to "
     "https://registry.npmjs.org/license-checker failed: cache mode is 'only-if-cached' but no "
     "cached response is available.' (labelled: npm's message line). The debug-log lines and the "
     "exit line are cascade. No tally (the passing node --test step's counts are left out, as for "
     "the eslint job)")

with open(f"{here}/manifest.jsonl", "w") as fh:
    for c in out:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
print(f"wrote {len(out)} cases", file=sys.stderr)
