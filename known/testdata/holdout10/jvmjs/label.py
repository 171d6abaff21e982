#!/usr/bin/env python3
"""Writes holdout10/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
WORK = "/tmp/wisptriage-holdout10-jvmjs/"


def javac_src(prefix):
    """source from a Maven javac line: '[ERROR] /tmp/.../X.java:[l,c] ...' -> 'src/.../X.java:l'"""
    def f(text):
        m = re.search(re.escape(WORK + prefix) + r"(\S+\.java):\[(\d+),\d+\]", text)
        return f"{m.group(1)}:{m.group(2)}"
    return f


# ------------------------------------------------------------------ Java
# javac lists Maven's errors in the directory order of the fresh copy: the first of the 14
# error lines (7 in the COMPILATION ERROR block, 7 repeated after "Failed to execute goal") is
# the root, whichever file it names
case("gha-java-maven-optional-return-callers-cascade", f"{MVN}, {JDK}{GHA}",
     f"java -version && mvn -v; {MVN_CMD} verify (two steps)", "build",
     [(T + r"\[ERROR\] /tmp/\S+\.java:\[\d+,\d+\] ", javac_src("java-maven-orders/"), 14, 0)],
     [(T + r"\[ERROR\] /tmp/\S+\.java:\[\d+,\d+\] ", 14), T + r"\[INFO\] 7 errors $",
      T + r"\[INFO\] BUILD FAILURE$", T + r"\[ERROR\] Failed to execute goal .*maven-compiler-plugin.*Compilation failure", DONE],
     {"errors": 7},
     "two-step job: versions, then mvn verify. CustomerRepository.findById(String) was changed to "
     "return Optional<Customer> (LED-style refactor) and its three callers in three packages were "
     "not updated: javac reports seven errors, three 'incompatible types: Optional<Customer> cannot "
     "be converted to Customer', three 'cannot find symbol' for Customer's getters on Optional, and "
     "an 'invalid method reference' (Customer::isVip applied to Optional). All seven follow from the "
     "one changed return type: one cause, labelled on the first error line of the COMPILATION ERROR "
     "block (which file comes first follows the directory order of the copy; label.py takes the "
     "first). The other six, the whole block repeated after 'Failed to execute goal', '7 errors', "
     "BUILD FAILURE and the runner's exit line are cascade; the symbol/location/required/found "
     "lines are notes of their error (neither). Tally: javac's '7 errors'")

case("java-maven-fae-reactor-test-and-compile-color",
     f"{MVN} (-Dstyle.color=always, -fae), {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, {JDK}",
     f"{MVN_CMD} -Dstyle.color=always -fae verify", "mixed",
     [(r"^\[ERROR\] berlinToParis  Time elapsed: .*  <<< FAILURE!$",
       "routewise-geo/src/main/java/io/routewise/geo/Distance.java:13"),
      (r"^\[ERROR\] /tmp/\S+/GpxReader\.java:\[19,51\] unreported exception java\.io\.IOException", 
       "routewise-gpx/src/main/java/io/routewise/gpx/GpxReader.java:19", 2, 0)],
     [r"^org\.opentest4j\.AssertionFailedError: expected: <877\.5> but was: <111\.98522645626353>$",
      r"^\[ERROR\] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, .*<<< FAILURE! - in io\.routewise\.geo\.DistanceTest$",
      r"^\[ERROR\]   DistanceTest\.berlinToParis:18 expected",
      r"^\[ERROR\] Tests run: 5, Failures: 1, Errors: 0, Skipped: 0$",
      (r"^\[ERROR\] /tmp/\S+/GpxReader\.java:\[\d+,\d+\] unreported exception", 6),
      r"^\[INFO\] 3 errors $",
      r"^\[INFO\] routewise geo \.+ FAILURE", r"^\[INFO\] routewise gpx \.+ FAILURE",
      r"^\[INFO\] BUILD FAILURE$",
      r"^\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*There are test failures\.$",
      r"^\[ERROR\] Failed to execute goal .*maven-compiler-plugin.*Compilation failure"],
     {"tests_failed": 1, "tests_skipped": 0, "errors": 3},
     "mvn -fae (fail at end) verify over a three-module reactor, colour forced by "
     "-Dstyle.color=always (texts keep the codes). Two independent causes in two modules that do "
     "not depend on each other: routewise-geo's haversine takes Math.cos of the latitudes in "
     "degrees (not radians), so DistanceTest.berlinToParis fails (surefire's '<<< FAILURE!' test "
     "line, labelled); routewise-gpx's GpxReader.read uses try-with-resources without catching "
     "IOException, three 'unreported exception java.io.IOException' errors (newInputStream, the "
     "implicit close(), readAllBytes) from one missing catch: one cause, labelled on the first "
     "error of the COMPILATION ERROR block. routewise-app (depending on both) is SKIPPED. Cascade: "
     "the assertion line, DistanceTest's class line, the Results entry and totals, the other two "
     "IOException errors and all three repeated after 'Failed to execute goal', '3 errors', the two "
     "reactor FAILURE lines, BUILD FAILURE and both 'Failed to execute goal' lines. Tally: "
     "surefire's 'Tests run: 5, Failures: 1, Errors: 0, Skipped: 0' (tests_failed 1, skipped 0) "
     "and javac's '3 errors' as errors (surefire's Errors is 0)")

case("gha-java-maven-beforeeach-fixture-six-errors-long",
     f"{MVN}, {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, {JDK}{GHA}",
     f"java -version; {MVN_CMD} verify (two steps)", "test",
     [(T + r"\[ERROR\] takesFromFullestBinFirst  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/com/palletline/stock/PickList.java:15"),
      (T + r"\[ERROR\] \w+  Time elapsed: .*  <<< ERROR!$",
       "src/test/java/com/palletline/stock/StockLedgerTest.java:17 (fixture saved as stock-levels.csv)", 6, 0)],
     [T + r"org\.opentest4j\.AssertionFailedError: expected: <\[Pick\[bin=B-07, quantity=30\]\]>",
      T + r"\[ERROR\] Tests run: 3, Failures: 1, .*<<< FAILURE! - in com\.palletline\.stock\.ShelfPickTest$",
      T + r"\[ERROR\] Tests run: 6, Failures: 0, Errors: 6, .*<<< FAILURE! - in com\.palletline\.stock\.StockLedgerTest$",
      (T + r"\[ERROR\] \w+  Time elapsed: .*  <<< ERROR!$", 6),
      (T + r"java\.lang\.NullPointerException$", 6),
      T + r"\[ERROR\]   ShelfPickTest\.takesFromFullestBinFirst:17 expected",
      (T + r"\[ERROR\]   StockLedgerTest\.loadFixture:17 » NullPointer$", 6),
      T + r"\[ERROR\] Tests run: 229, Failures: 1, Errors: 6, Skipped: 0$",
      T + r"\[INFO\] BUILD FAILURE$", T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin", DONE],
     {"tests_failed": 1, "errors": 6, "tests_skipped": 0},
     "two-step job (java -version, mvn verify), gzipped, 325 lines. ReorderPolicyTest's 220 "
     "parameterized rows pass and print 220 'INFO  reorder:' lines; then two causes. ShelfPickTest: "
     "PickList.plan sorts the bins by available stock ascending where the fullest should come "
     "first ('<<< FAILURE!', labelled). StockLedgerTest: its @BeforeEach opens "
     "/fixtures/stock_levels.csv, but the fixture was saved as stock-levels.csv, so "
     "getResourceAsStream returns null and all six tests of the class fail with the same bare "
     "NullPointerException at loadFixture:17: one cause, labelled on the first '<<< ERROR!' "
     "header; the other five headers, the six NullPointerException lines, the six Results entries "
     "and the class line are cascade, with the totals, BUILD FAILURE, 'Failed to execute goal' and "
     "the exit line. Tally: 'Tests run: 229, Failures: 1, Errors: 6, Skipped: 0'", gz=True)

case("ci-java-javac-two-errors-seven-warnings-crlf", JDK,
     "bash ci/build.sh (set -ex: javac -version; javac -Xlint:all -d build/classes ...; jar)", "build",
     [(r"^src/com/hourly/timesheet/CsvExport\.java:20: error: variable header might not have been initialized$",
       "src/com/hourly/timesheet/CsvExport.java:20"),
      (r"^src/com/hourly/timesheet/Payroll\.java:16: error: incompatible types: possible lossy conversion from long to int$",
       "src/com/hourly/timesheet/Payroll.java:16")],
     [r"^2 errors$"],
     {"errors": 2, "warnings": 7},
     "CRLF line ends (texts without the CR). The Jenkins stage script under set -x: javac -version, "
     "then javac -Xlint:all over five files. Seven lint warnings come first (rawtypes, unchecked, "
     "deprecation, all in CsvExport), then two unrelated errors: CsvExport.render assigns header "
     "only inside an if ('variable header might not have been initialized'), and Payroll assigns "
     "Duration.toMinutes() (a long) to an int ('possible lossy conversion'). Rates.multiplier also "
     "lacks a return after its switch, but javac stops before flow-checking it. Warnings are not "
     "causes; '2 errors' is cascade, '7 warnings' neither. Tally: '2 errors', '7 warnings'")

case("gha-java-make-junit-not-on-classpath-29-errors", f"GNU Make 4.3, {JDK}{GHA}",
     "javac -version; make ci (two steps)", "build",
     [(T + r"src/test/java/net/billfold/InvoiceTest\.java:3: error: package org\.junit does not exist$",
       "Makefile:17 ($(JUNIT_JAR) is never set; the variable is JUNIT)")],
     [(T + r"src/test/java/net/billfold/\w+\.java:\d+: error: ", 29), T + r"29 errors$",
      T + r"make: \*\*\* \[Makefile:17: test\] Error 1$", DONE],
     {"errors": 29},
     "two-step job: javac -version, then make ci. The main classes compile; the test rule puts "
     "build/main:$(JUNIT_JAR) on javac's classpath, but the Makefile defines JUNIT, not JUNIT_JAR, "
     "so the classpath ends in ':' and JUnit is missing. javac prints 29 errors in three test files: "
     "'package org.junit does not exist' for each import, 'static import only from classes and "
     "interfaces', and 'cannot find symbol' for every @Test/@Before and every assertEquals/"
     "assertTrue call. All 29 follow from the one missing jar: one cause, labelled on the first "
     "error; the other 28, '29 errors', make's 'Error 1' and the exit line are cascade. Tally: "
     "'29 errors'")

case("java-junit5-console-npe-assertthrows-rows-color", f"{LAUNCHER} (its default colours), {JDK}",
     "bash -c 'javac ... && java -jar junit-platform-console-standalone.jar --disable-banner ... --select-package shop.checkout'",
     "test",
     [(r"^    => java\.lang\.NullPointerException: Cannot invoke \"java\.util\.Map\.get\(Object\)\" because \"this\.prices\" is null$",
       "src/main/java/shop/checkout/Cart.java:22"),
      (r"^    => org\.opentest4j\.AssertionFailedError: Expected java\.lang\.IllegalStateException to be thrown, but nothing was thrown\.$",
       "src/main/java/shop/checkout/Coupon.java:7"),
      (r"^    => org\.opentest4j\.AssertionFailedError: expected: <47\.50> but was: <50\.00>$",
       "src/main/java/shop/checkout/Discount.java:12")],
     [r"^    => org\.opentest4j\.AssertionFailedError: expected: <90\.00> but was: <95\.00>$",
      r"^    => org\.opentest4j\.AssertionFailedError: expected: <212\.50> but was: <225\.00>$",
      r"^\[\s+5 tests failed\s+\]$"],
     {"tests_passed": 7, "tests_failed": 5, "tests_skipped": 0},
     "javac, then the JUnit 5 console launcher in its default colours (the tree is coloured, the "
     "Failures list is not). Three causes, each labelled on its '=>' line in the Failures list: "
     "CartTest.unpricedItemFailsFast builds a Cart whose prices were never set (a helpful "
     "NullPointerException), CouponTest.rejectedTheDayAfter expects an IllegalStateException that "
     "redeem() does not throw (it allows validUntil plus one day), and three rows of "
     "DiscountTest.tiered fail the same assertEquals, numbers apart (50.00, 100.00, 250.00: each "
     "tier starts with > where it should be >=): one cause on the first row, the other two rows' "
     "'=>' lines cascade. The tree's ✘ lines before the list are neither (as in holdout7-9); "
     "'5 tests failed' is cascade. Tally: 7 successful, 5 failed, 0 skipped")

case("gha-java-junitcore-comparison-caused-by-hamcrest",
     f"JUnit 4.13.2 (JUnitCore), hamcrest 2.2, {JDK}{GHA}", "java -version; bash ci/test.sh (two steps)",
     "test",
     [(T + r"org\.junit\.ComparisonFailure: expected:<\.\.\.auptstr\. 1$", "src/main/java/org/mailroom/Address.java:8"),
      (T + r"java\.io\.UncheckedIOException: cannot load template welcome\.txt$",
       "src/test/resources/templates/welcome.text (saved as .text)"),
      (T + r"java\.lang\.AssertionError: $", "src/main/java/org/mailroom/Mailing.java:17")],
     [T + r"Caused by: java\.io\.IOException: template not on the classpath: /templates/welcome\.txt$",
      T + r"FAILURES!!!$", T + r"Tests run: 4,  Failures: 3$", DONE],
     {"tests_failed": 3},
     "two-step job: java -version, then the project's test script (javac for main and tests, the "
     "resources copied, JUnitCore over two classes). Three unrelated failures, each labelled on its "
     "exception line under 'N) test(Class)': toUpperCase(Locale.ROOT) turns Gießen's ß into SS "
     "(a ComparisonFailure over three lines), the welcome template was saved as welcome.text "
     "(UncheckedIOException, its 'Caused by: java.io.IOException: template not on the classpath' "
     "is what it says and is cascade), and Mailing.cities() checks for a repeat before trimming, so "
     "'Oslo ' gets in (a hamcrest contains() mismatch: 'java.lang.AssertionError: ' then "
     "Expected/but lines). FAILURES!!!, 'Tests run: 4,  Failures: 3' and the exit line are "
     "cascade. Tally: JUnitCore's Failures only")

case("ci-java-app-static-init-two-caused-by", JDK,
     "bash ci/smoke.sh (set -ex: javac; java -Dfeedsync.conf=... io.feedsync.Main)", "build",
     [(r'^Exception in thread "main" java\.lang\.ExceptionInInitializerError$',
       "conf/feedsync.properties (poll.interval=PT30)")],
     [r"^Caused by: java\.lang\.IllegalStateException: setting poll\.interval is not an ISO-8601 duration: PT30$",
      r"^Caused by: java\.time\.format\.DateTimeParseException: Text cannot be parsed to a Duration$"],
     {},
     "GitLab-style smoke script under set -x: javac, then the worker. It logs four INFO lines, then "
     "Settings' static initializer fails when Scheduler.start first touches it: 'Exception in thread "
     "\"main\" java.lang.ExceptionInInitializerError', Caused by IllegalStateException ('setting "
     "poll.interval is not an ISO-8601 duration: PT30'), Caused by DateTimeParseException. One "
     "cause, labelled on the 'Exception in thread' line that starts the block (the convention for "
     "a plain run); the deepest Caused by says what failed (PT30 lacks its unit, PT30S/PT30M) and "
     "both Caused by lines are cascade. No tally. kind 'build' as for holdout9's smoke run (a "
     "program, not a test runner)")

case("gha-java-gradle-continue-compile-and-two-tests", f"{GRADLE}, JUnit 4.13.2, {JDK}{GHA}",
     "java -version; gradle --offline --no-daemon --console=plain build --continue (two steps)", "mixed",
     [(T + r":tides-cli:compileJava/tmp/\S+/PrintTable\.java:17: error: incompatible types: Optional<Tide> cannot be converted to Tide$",
       "tides-cli/src/main/java/org/tidetable/cli/PrintTable.java:17"),
      (T + r"org\.tidetable\.core\.TideClockTest > untilPastMidnight FAILED$",
       "tides-core/src/main/java/org/tidetable/core/TideClock.java:13"),
      (T + r"org\.tidetable\.core\.RuleOfTwelfthsTest > seventhHourStaysHigh FAILED$",
       "tides-core/src/main/java/org/tidetable/core/RuleOfTwelfths.java:12")],
     [T + r"1 error$", T + r" FAILED$", T + r"    java\.lang\.AssertionError at TideClockTest\.java:20$",
      T + r"    java\.lang\.ArrayIndexOutOfBoundsException at RuleOfTwelfthsTest\.java:20$",
      T + r"6 tests completed, 2 failed$", T + r":tides-core:test FAILED$",
      T + r"FAILURE: Build completed with 2 failures\.$",
      T + r"Execution failed for task ':tides-cli:compileJava'\.$",
      T + r"> Compilation failed; see the compiler error output for details\.$",
      T + r"Execution failed for task ':tides-core:test'\.$", T + r"> There were failing tests\.",
      T + r"BUILD FAILED in ", DONE],
     {"tests_failed": 2, "errors": 1},
     "two-step job: java -version, then Gradle 4.4 build --continue over two subprojects (Debian's "
     "gradle script prints java -version itself first). Three independent causes: tides-cli assigns "
     "findFirst()'s Optional<Tide> to a Tide (javac's error, glued to Gradle's ':tides-cli:compileJava' "
     "task line, labelled there; '1 error' and the ' FAILED' line after it are cascade); with "
     "--continue, tides-core's tests still run and two fail: TideClock.until uses % and goes "
     "negative past midnight (AssertionError), and RuleOfTwelfths indexes past its six twelfths for "
     "seven hours (ArrayIndexOutOfBoundsException), each labelled on Gradle's 'Class > test FAILED' "
     "line with the exception line under it cascade. Java 17's four setSecurityManager WARNING "
     "lines are glued to ':tides-core:test' (neither). Cascade also: '6 tests completed, 2 failed', "
     "':tides-core:test FAILED', 'Build completed with 2 failures', both What went wrong entries, "
     "BUILD FAILED, the exit line. Tally: 2 failed (Gradle prints no pass count), javac's '1 error'")

case("ci-java-maven-junit4-caused-by-chain-and-assertion",
     f"Apache Maven 3.8.7 (offline, -V), {SUREFIRE} (JUnit 4 provider), JUnit 4.13.2, {JDK}",
     f"bash ci.sh (set -euo pipefail: {MVN_CMD} -V verify)", "test",
     [(r"^\[ERROR\] loadsTheShippedTable\(net\.edgeguard\.cidr\.CidrTableTest\)  Time elapsed: .*  <<< ERROR!$",
       "src/test/resources/blocks.csv:11"),
      (r"^\[ERROR\] longestPrefixWins\(net\.edgeguard\.cidr\.CidrTableTest\)  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/net/edgeguard/cidr/CidrTable.java:42")],
     [r"^java\.lang\.IllegalStateException: line 11 of the CIDR table is invalid$",
      r"^Caused by: java\.lang\.IllegalArgumentException: bad CIDR block: 10\.99\.256\.0/24$",
      r"^Caused by: java\.lang\.NumberFormatException: octet out of range: 256$",
      r"^java\.lang\.AssertionError: expected:<Optional\[lab\]> but was:<Optional\[corp\]>$",
      r"^\[ERROR\] Tests run: 3, Failures: 1, Errors: 1, .*<<< FAILURE! - in net\.edgeguard\.cidr\.CidrTableTest$",
      r"^\[ERROR\]   CidrTableTest\.longestPrefixWins:19 expected",
      r"^\[ERROR\]   CidrTableTest\.loadsTheShippedTable:29 » IllegalState",
      r"^\[ERROR\] Tests run: 7, Failures: 1, Errors: 1, Skipped: 0$",
      r"^\[INFO\] BUILD FAILURE$", r"^\[ERROR\] Failed to execute goal .*maven-surefire-plugin"],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "GitLab-style script: mvn -V verify (the version block, then the build), surefire's JUnit 4 "
     "provider with its default trimmed stacks. Two independent causes in one class, each labelled "
     "on surefire's test header: the shipped blocks.csv has the block 10.99.256.0/24 on line 11 "
     "(IllegalStateException <- Caused by IllegalArgumentException <- Caused by "
     "NumberFormatException 'octet out of range: 256', the deepest saying what failed; all three "
     "exception lines cascade, '<<< ERROR!'), and CidrTable.lookup keeps the shorter prefix where "
     "the longest should win (AssertionError, '<<< FAILURE!'). Cascade also: the class line, the "
     "Results entries, the totals, BUILD FAILURE and 'Failed to execute goal'. Tally: 'Tests run: 7, "
     "Failures: 1, Errors: 1, Skipped: 0'")

case("ci-java-maven-junit4-ignored-success-crlf",
     f"Apache Maven 3.8.7 (offline), {SUREFIRE} (JUnit 4 provider), JUnit 4.13.2, {JDK}",
     f"sh ci.sh (set -ex: java -version; {MVN_CMD} verify)", "test", [], [],
     {"tests_failed": 0, "errors": 0, "tests_skipped": 1},
     "success. CRLF line ends. Jenkins-style script under set -x: java -version, then mvn verify "
     "(compile with -Xlint:all, no warnings; surefire's JUnit 4 provider; the jar). SlugRegistry "
     "prints three 'INFO slug ... taken' lines; one test is @Ignore'd with a reason, so surefire "
     "writes its class line and the totals as [WARNING] ('Skipped: 1'). No causes. Tally: 'Tests "
     "run: 6, Failures: 0, Errors: 0, Skipped: 1'")

case("ci-java-gradle-two-projects-skipped-success", f"{GRADLE}, JUnit 4.13.2, {JDK}",
     "bash ci.sh (gradle --offline --no-daemon --console=plain build; java -cp ... PrintTable)", "test",
     [], [], {},
     "success. GitLab-style script: Gradle 4.4 build over two subprojects with test events passed/"
     "skipped/failed on (seven 'PASSED' lines, 'TideTest > predictsSpringTide SKIPPED'), Java 17's "
     "four setSecurityManager WARNING lines on stderr, BUILD SUCCESSFUL, then one run of the table "
     "printer. Debian's gradle script prints java -version first. No causes; Gradle 4.4 prints no "
     "totals on success, so no tally")

# ------------------------------------------------------------------ JavaScript / TypeScript
TSC = "typescript 5.9.3 (tsc)"
case("gha-ts-tsc-plain-renamed-property-eight-errors", f"{TSC}, {NODE}{GHA}",
     "npm ci; npm run typecheck (= tsc --noEmit --pretty false) (two steps)", "build",
     [(T + r"src/billing\.ts\(11,5\): error TS2353: ", "src/types.ts:12 (customerId renamed accountId)"),
      (T + r"src/currency\.ts\(6,3\): error TS2322: Type 'string \| undefined' is not assignable to type 'string'\.$",
       "src/currency.ts:6")],
     [(T + r"src/\w+\.ts\(\d+,\d+\): error TS2339: Property 'customerId' does not exist on type 'Invoice'\.$", 7), DONE],
     {},
     "two-step job: npm ci, then tsc --noEmit --pretty false. Invoice.customerId was renamed "
     "accountId in types.ts and three modules still use the old name: eight errors (one TS2353 for "
     "an object literal, seven TS2339 'Property customerId does not exist') from the one rename: "
     "one cause, labelled on the first, the other seven cascade. Printed among them (files in "
     "alphabetical order), currency.ts returns a Record<string, string> lookup, string | undefined "
     "under noUncheckedIndexedAccess, as string (TS2322): an independent cause; its 'Type undefined "
     "is not assignable' line is a note. tsc --pretty false prints no count; npm 11 adds nothing. "
     "The runner's exit line is cascade. No tally: tsc --pretty false prints no count")

case("ci-ts-tsc-pretty-three-files-color-crlf", f"{TSC} (--pretty), {NODE}",
     "bash ci/check.sh (set -euo pipefail: npm ci; npm run typecheck = tsc --noEmit --pretty)", "build",
     [(r"^src/fields\.ts:11:14 - error TS2741: Property 'max' is missing", "src/fields.ts:11"),
      (r"^src/next\.ts:22:26 - error TS7006: Parameter 'runs' implicitly has an 'any' type\.$", "src/next.ts:22"),
      (r"^src/parse\.ts:25:13 - error TS2554: Expected 2 arguments, but got 1\.$", "src/parse.ts:25")],
     [r"^Found 3 errors in 3 files\.$", r"^     1  src/fields\.ts:11$", r"^     1  src/next\.ts:22$",
      r"^     1  src/parse\.ts:25$"],
     {"errors": 3},
     "CRLF line ends and tsc --pretty's colours (texts keep the codes, without the CR). "
     "Buildkite-style script: npm ci, then tsc --noEmit --pretty. Three independent errors in three "
     "files, each labelled on its 'file:line:col - error TSnnnn' line: the MONTH FieldSpec lacks max "
     "(TS2741, with a 'max is declared here' related location), describe(runs) has no parameter "
     "type (TS7006), and CronSyntaxError is thrown without its new field argument (TS2554, 'An "
     "argument for field was not provided'). Code frames and related locations are notes. 'Found 3 "
     "errors in 3 files.' and the Errors/Files table are cascade. Tally: 'Found 3 errors'")

case("gha-js-eslint-four-rules-three-files", f"eslint 9.39.5 (stylish), {NODE}{GHA}",
     "npm ci; npm test (= node --test); npm run lint (= eslint src test) (three steps)", "lint",
     [(T + r"  7:10  error  'screen' is not defined  no-undef$", "src/index.js:7"),
      (T + r"  6:14  error  This branch can never execute\..*no-dupe-else-if$", "src/lib/loyalty.js:6"),
      (T + r"   6:20  error    'existing\.qty' is assigned to itself .*no-self-assign$", "src/lib/order.js:6"),
      (T + r"  19:75  error    Unexpected constant binary expression\..*no-constant-binary-expression$", "src/lib/order.js:19")],
     [T + r"✖ 6 problems \(4 errors, 2 warnings\)$", DONE],
     {"errors": 4, "warnings": 2},
     "three-step job: npm ci (332 packages), npm test (node --test, TAP since stdout is not a "
     "terminal: 1 passing test), then eslint (stylish). Four errors of four rules in three files, "
     "each its own cause: an undeclared global 'screen' (no-undef), an else-if that repeats the "
     "coffee condition (no-dupe-else-if), existing.qty assigned to itself (no-self-assign), and "
     "'?? false === true' (no-constant-binary-expression, an operator-precedence slip). Two "
     "no-unused-vars warnings are not causes. '✖ 6 problems (4 errors, 2 warnings)' and the exit line "
     "are cascade. Tally: 4 errors, 2 warnings")

case("js-jest-beforeeach-json-five-and-float-color", f"jest 29.7.0 (--colors), {NODE}",
     "npm test -- --colors (= jest --ci --runInBand --colors; install not shown)", "test",
     [(r"^    SyntaxError: Unexpected token '\]', \.\.\.\"00Z\" },$", "__tests__/fixtures/week47.json:8 (trailing comma)", 5, 0),
      (r"^    expect\(received\)\.toEqual\(expected\) // deep equality$", "src/overtime.js:4")],
     [(r"^    SyntaxError: Unexpected token '\]', \.\.\.\"00Z\" },$", 5), r"^ FAIL  __tests__/roster\.test\.js$",
      r"^ FAIL  __tests__/overtime\.test\.js$", r"^Test Suites: 2 failed, 2 total$",
      r"^Tests:       6 failed, 3 passed, 9 total$"],
     {"tests_passed": 3, "tests_failed": 6},
     "npm test -- --colors (jest's colours forced; texts keep the codes). Two causes. The fixture "
     "week47.json has a trailing comma after its last shift, so the describe's beforeEach (loadRoster "
     "-> JSON.parse) throws the same SyntaxError for all five tests: one cause, labelled on the "
     "first '●' block's SyntaxError line; the four other SyntaxError lines (same text, same frame) "
     "are cascade, and the '●' headings are neither. overtime.test.js: overtime() returns 39.3 - "
     "38.5 = 0.7999999999999972 and the test compares it with toEqual (labelled on jest's matcher "
     "line). FAIL file lines and the Test Suites/Tests totals are cascade. Tally: 6 failed, 3 passed")

case("gha-js-jest-verbose-comma-and-timeout-long", f"jest 29.7.0 (--verbose), {NODE}{GHA}",
     "npm ci; npm test -- --verbose (= jest --ci --runInBand --verbose) (two steps)", "test",
     [(T + r'    TypeError: not a meter reading: "2024-10-01;10432,5"$', "src/meter.js:2"),
      (T + r'    thrown: "Exceeded timeout of 500 ms for a test\.$', "src/remote.js:2 (backoff 150+300+600 ms)")],
     [T + r"FAIL __tests__/meter\.test\.js$", T + r"FAIL __tests__/remote\.test\.js$",
      T + r"Test Suites: 2 failed, 1 passed, 3 total$", T + r"Tests:       2 failed, 244 passed, 246 total$", DONE],
     {"tests_passed": 244, "tests_failed": 2},
     "two-step job (npm ci, jest --verbose), gzipped, 305 lines. bands.test.js's 240 table rows "
     "pass first (✓ lines), then two independent causes late: parseReading's regexp accepts only a "
     "decimal point, so a German meter's '10432,5' throws TypeError (labelled on the message line "
     "under '●'), and dayAheadPrice's backoff (150, 300, 600 ms for three retries) outlasts "
     "jest.setTimeout(500) ('thrown: \"Exceeded timeout of 500 ms for a test.', labelled). The "
     "✕ lines in the verbose list are neither; FAIL file lines, the totals and the exit line are "
     "cascade. Tally: 2 failed, 244 passed", gz=True)

case("ts-vitest-three-failures-caused-by-crlf", f"vitest 3.2.7, {TSC}, {NODE}",
     "npm test (= vitest run; install not shown)", "test",
     [(r"^ FAIL  test/label\.test\.ts > volumetricGrams > rounds to the next started kilogram$", "src/label.ts:19"),
      (r"^ FAIL  test/label\.test\.ts > makeLabel > bulky from 31\.5 kg$", "src/label.ts:24"),
      (r"^ FAIL  test/tracking\.test\.ts > latest > survives the carrier's HTML maintenance page$", "src/tracking.ts:17")],
     [r"^AssertionError: expected 1000 to be 2000 // Object\.is equality$",
      r"^AssertionError: expected \{ parcelId: 'P-1', …\(3\) \} to match object",
      r"^AssertionError: promise rejected \"TrackingError: carrier sent an unreadable…\" instead of resolving$",
      r"^Caused by: TrackingError: carrier sent an unreadable event list$",
      r"^Caused by: SyntaxError: Unexpected token '<', \"<html><bod\"\.\.\. is not valid JSON$",
      r"^ Test Files  2 failed \(2\)$", r"^      Tests  3 failed \| 7 passed \(10\)$"],
     {"tests_passed": 7, "tests_failed": 3},
     "CRLF line ends. vitest run (no terminal: the default reporter without colour, but its diffs "
     "still carry colour codes). Three independent causes, each labelled on vitest's ' FAIL  file > "
     "test' line in the Failed Tests section: volumetricGrams rounds to the nearest kilogram where a "
     "started kilogram counts (Math.round for Math.ceil), makeLabel's 'bulky' tier starts after "
     "31 500 g because of <= (toMatchObject diff), and latest() lets parseEvents' TrackingError "
     "out for an HTML maintenance page ('promise rejected ... instead of resolving', with two "
     "'Caused by:' lines: TrackingError, then the SyntaxError that is what failed; both cascade). "
     "The AssertionError line under each FAIL line, the Test Files/Tests lines are cascade; the × "
     "and → lines of the progress list are neither. Tally: 3 failed, 7 passed")

case("ci-ts-tsc-vitest-verbose-skip-todo-success-color", f"vitest 3.2.7 (--reporter=verbose), {TSC}, {NODE}",
     "FORCE_COLOR=1 bash ci/pipeline.sh (npm ci; tsc --noEmit; vitest run --reporter=verbose)", "test",
     [], [], {"tests_passed": 8, "tests_skipped": 1},
     "success, colour forced by FORCE_COLOR=1. Buildkite-style script: npm ci (with npm 11's "
     "'npm warn install-scripts' lines about esbuild), tsc --noEmit (silent), vitest verbose: 8 "
     "passed, 1 skipped (it.skip), 1 todo. No causes. Tally: 8 passed, 1 skipped (the todo in no "
     "field)")

case("gha-js-npm8-mocha-timeout-deepequal-strictequal", f"mocha 10.8.2 (spec), {NODE8}{GHA}",
     "node --version && npm --version; npm test (= mocha --reporter spec --timeout 300 test/) (two steps)", "test",
     [(T + r'     Error: Timeout of 300ms exceeded\.', "test/queue.test.js:43 (waits for 'drained'; the queue emits 'idle')"),
      (T + r"      AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$", "lib/routes.js:3"),
      (T + r"      AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:$", "lib/sign.js:20")],
     [T + r"  3 failing$", DONE],
     {"tests_passed": 7, "tests_failed": 3},
     "two-step job with npm 8: versions, then npm test = mocha spec with a 300 ms timeout. Three "
     "independent causes, each labelled on the error line under mocha's numbered heading: a test "
     "waits for a 'drained' event the queue never emits (it emits 'idle'): 'Timeout of 300ms "
     "exceeded'; matchRoutes treats 'customer.*' as a literal event name (deepStrictEqual diff); "
     "verify() compares the whole header with a freshly built signature, so a header carrying a "
     "second, rotated v1 fails (strictEqual false !== true). The progress list's '1) name' lines "
     "are neither; '3 failing' and the exit line are cascade. npm 8 writes nothing when the test "
     "script fails (exit 3, mocha's failure count). Tally: 7 passing, 3 failing")

case("js-node-test-spec-three-suites-color", "node:test (node --test --test-reporter=spec, FORCE_COLOR=1), " + NODE,
     "FORCE_COLOR=1 npm test (= node --test --test-reporter=spec --test-concurrency=1 test/)", "test",
     [(r"^  ✖ accepts Windows line ends \(", "src/parse.js:30"),
      (r"^  ✖ numbers mixed with integers \(", "src/types.js:7"),
      (r"^  ✖ replaces an existing export \(", "src/write.js:10")],
     [r"^✖ parse \(", r"^✖ inferType \(", r"^✖ writeCsv \(", r"^ℹ fail 3$", r"^✖ failing tests:$",
      r"^✖ accepts Windows line ends \(", r"^✖ numbers mixed with integers \(", r"^✖ replaces an existing export \(",
      (r"^ *AssertionError \[ERR_ASSERTION\]: Expected values to be strictly deep-equal:$", 2),
      (r"^ *AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:$", 2),
      (r"^ *\[Error: EEXIST: file already exists, open '/tmp/csvkit-\w+/again\.csv'\]", 2)],
     {"tests_passed": 12, "tests_failed": 3, "tests_skipped": 0},
     "npm test = node --test with the spec reporter, colour forced by FORCE_COLOR=1. Three "
     "independent causes in three suites, each labelled on its indented '✖ test' line: parse() "
     "splits on \\n and keeps the \\r of CRLF input, inferType calls a column with '2' among "
     "decimals 'string' (the number check wants a fraction in every value), and writeCsv opens with "
     "flags 'wx', so replacing an export fails with EEXIST. The error lines under them, the parent "
     "suites' ✖ lines, 'ℹ fail 3', '✖ failing tests:' and its repeat of each test and error are "
     "cascade. The temporary directory's name (csvkit-XXXXXX) and the durations change from run to "
     "run. Tally: pass 12, fail 3, skipped 0")

case("ci-js-node-test-tap-two-failures-late-long", "node:test (node --test --test-reporter=tap), " + NODE,
     "sh ci/test.sh (set -e: node --version; npm test = node --test --test-reporter=tap --test-concurrency=1 test/)",
     "test",
     [(r"^    not ok 4 - formats an Irish Eircode$", "src/format.js:3"),
      (r"^    not ok 2 - accepts lowercase country codes$", "src/rules.js:15")],
     [r"^      error: \|-$", r"^      error: 'no postcode rule for gb'$", r"^not ok 2 - normalise$",
      r"^not ok 4 - unknown countries$", (r"^  error: '1 subtest failed'$", 2), r"^# fail 2$"],
     {"tests_passed": 94, "tests_failed": 2, "tests_skipped": 0},
     "Drone-style step (sh, set -e with its own '+ ' echoes): node --version, npm test = node --test "
     "with the TAP reporter, gzipped, 571 lines. 88 passing rows of a postcode table and the first "
     "format tests pass, then two independent causes late in format.test.js, each labelled on its "
     "nested 'not ok N - test' line: normalise() has no case for IE, so the Eircode space is never "
     "inserted (YAML diff), and isValid() looks the country up before upper-casing it (RangeError "
     "'no postcode rule for gb'). The error: lines of their YAML blocks, the parent suites' 'not ok' "
     "lines with their 'error: 1 subtest failed', and '# fail 2' are cascade. Tally: # pass 94, # "
     "fail 2, # skipped 0 (# tests 96 counts the suites' own entries too)", gz=True)

case("gha-js-node-uncaught-error-with-cause", f"{NODE}{GHA}",
     "node --version && npm --version; npm run seed (= node scripts/seed.js data/seed.json) (two steps)", "build",
     [(T + r"Error: cannot load seed data from data/seed\.json$", "data/seed.json:5 (a // comment in JSON)")],
     [T + r"  \[cause\]: SyntaxError: Expected double-quoted property name in JSON at position 253$",
      T + r"Node\.js v20\.20\.2$", DONE],
     {},
     "two-step job: versions, then npm run seed (an ESM script with top-level await). Five progress "
     "lines, then the uncaught Error 'cannot load seed data from data/seed.json' thrown with "
     "{ cause }: node prints the throw site (file:line, the source line, a caret), the error and its "
     "stack, and '[cause]: SyntaxError: Expected double-quoted property name in JSON at position "
     "253' inside braces (a // comment someone left in seed.json). One cause, labelled on the "
     "error's message line; the [cause] line (what failed, as defensible), 'Node.js v20.20.2' and "
     "the exit line are cascade; the throw-site lines are neither. npm 11 adds nothing. No tally")

case("ci-js-npm8-missing-script-after-build", NODE8,
     "bash ci.sh (set -ex: node --version; npm --version; npm ci; npm run build; npm run test:unit)", "build",
     [(r'^npm ERR! Missing script: "test:unit"$', "ci.sh:8 (the script is called test)")],
     [r"^npm ERR! To see a list of scripts, run:$", r"^npm ERR!   npm run$",
      r"^npm ERR! A complete log of this run can be found in:$", r"^npm ERR!     /root/\.npm/_logs/"],
     {},
     "Jenkins-style script under set -x with npm 8: versions, npm ci (no dependencies: 'up to date'), "
     "npm run build (two 'built' lines), then npm run test:unit, a script that was renamed 'test' "
     "in package.json: npm ERR! Missing script: \"test:unit\". One cause, labelled on that line; "
     "npm's other ERR! lines (the hint and the debug-log path, which changes from run to run) are "
     "cascade, the bare 'npm ERR! ' line neither. No tally")

case("gha-js-npm-ci-engine-strict-ebadengine", f"{NODE}{GHA}",
     "node --version && npm --version; npm ci --no-audit --no-fund (two steps)", "build",
     [(T + r"npm error engine Unsupported engine$", "package.json:7 (engines node >=22.12.0) with .npmrc engine-strict=true")],
     [T + r"npm error engine Not compatible with your version of node/npm: fare-engine@2\.0\.0$",
      T + r"npm error notsup Not compatible with your version of node/npm: fare-engine@2\.0\.0$",
      T + r"npm error notsup Required: ", T + r"npm error notsup Actual: ",
      T + r"npm error A complete log of this run can be found in: ", DONE],
     {},
     "two-step job: versions (Node 20.20.2, npm 11.19.1), then npm ci. package.json's engines asks "
     "for node >=22.12.0 and the project's .npmrc sets engine-strict, so npm ci stops before "
     "installing: 'npm error code EBADENGINE', then 'engine Unsupported engine' and the notsup "
     "lines with Required/Actual. One cause, labelled on the 'engine Unsupported engine' message "
     "line, as holdout8 labelled EJSONPARSE's message rather than its code line ('code EBADENGINE' "
     "above is as defensible and is in neither list); the other npm error lines and the exit line "
     "are cascade. No tally")

case("gha-js-webpack-parse-failed-and-module-not-found", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE8}{GHA}",
     "npm ci; npm run build (= webpack --mode production) (two steps, npm 8)", "build",
     [(T + r"ERROR in \./src/components/MiniCart\.js 6:4$", "src/components/MiniCart.js:6 (JSX, no loader)"),
      (T + r"ERROR in \./src/lib/search\.js 1:0-39$", "src/lib/search.js:1 (lodash.debounce not in package.json)")],
     [T + r"Module parse failed: Unexpected token \(6:4\)$",
      T + r"Module not found: Error: Can't resolve 'lodash\.debounce' in ",
      T + r"webpack 5\.113\.0 compiled with 2 errors in \d+ ms$", DONE],
     {"errors": 2},
     "two-step job with npm 8: npm ci (106 packages), then webpack 5 in production mode. Two "
     "independent causes, each labelled on its 'ERROR in' line: MiniCart.js was written with JSX "
     "but the config has no loader ('Module parse failed: Unexpected token (6:4)' with a code "
     "frame), and search.js imports lodash.debounce, which package.json never declared ('Module not "
     "found: Error: Can't resolve' with the resolver's log). The message line under each ERROR in "
     "(as defensible as the ERROR in line), 'compiled with 2 errors' and the exit line are cascade; "
     "the module list's '[1 error]' line is neither. Tally: webpack's '2 errors'")

with open(f"{here}/manifest.jsonl", "w") as fh:
    for c in out:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases", file=sys.stderr)
