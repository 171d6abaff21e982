#!/usr/bin/env python3
"""Writes holdout12/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
WORK = "/tmp/wisptriage-holdout12-jvmjs/"


def javac_src(prefix):
    """source from a Maven javac line: '[ERROR] /tmp/.../X.java:[l,c] ...' -> 'src/.../X.java:l'"""
    def f(text):
        m = re.search(re.escape(WORK + prefix) + r"(\S+\.java):\[(\d+),\d+\]", text)
        return f"{m.group(1)}:{m.group(2)}"
    return f


NPM8 = "npm 8.19.4"
NPM8 = "npm 8.19.4"
# Maven's "-> [Help 1]" / "re-run with -e" lines are in neither list (as in holdout10/11)


# ------------------------------------------------------------------ Java
case("gha-java-javac-incompatible-types-list-add-and-parse",
     f"{JDK}, GNU Make 4.3{GHA}", "javac -version; make build (two steps)", "build",
     [(T + r"src/com/brightbill/invoicing/CsvImport\.java:9: error: incompatible types: String cannot be converted to int$",
       "src/com/brightbill/invoicing/CsvImport.java:9"),
      (T + r"src/com/brightbill/invoicing/Invoice\.java:15: error: incompatible types: String cannot be converted to int$",
       "src/com/brightbill/invoicing/Invoice.java:15")],
     [T + r"2 errors$", T + r"make: \*\*\* \[Makefile:4: build\] Error 1$", DONE],
     {"errors": 2},
     "two-step job. javac -Xlint:all reports two errors with the same message in two files: "
     "CsvImport assigns f[1].trim() (a String) to an int quantity without Integer.parseInt, and "
     "Invoice.add calls items.add(item.sku(), item) on a List as if it were a Map; javac, "
     "simplifying its diagnostic ('Note: Some messages have been simplified'), reports the second "
     "as the same String-to-int mismatch against List.add(int, E). Two independent mistakes, two "
     "causes, each on its 'file:line: error:' line. Cascade: '2 errors', make's '*** Error 1', the "
     "exit line. The Note line is neither")

case("ci-java-app-config-numberformat-caused-by-crlf",
     f"{JDK}, GNU bash 5.2.15 (set -ex)", "bash ci/run.sh (javac; java io.tidewater.sync.Main --config conf/worker.properties --dry-run)", "runtime",
     [(r'^Exception in thread "main" java\.lang\.IllegalStateException: cannot load settings from conf/worker\.properties$',
       "conf/worker.properties:4 (poll.interval.seconds=30s), read at src/io/tidewater/sync/Settings.java:19")],
     [r'^Caused by: java\.lang\.NumberFormatException: For input string: "30s"$'],
     {},
     "GitLab-style script with set -x traces, CRLF: javac, then a dry run of the worker. The staging "
     "config says poll.interval.seconds=30s and Settings parses it with Long.parseLong: "
     "'Exception in thread \"main\" java.lang.IllegalStateException: cannot load settings from "
     "conf/worker.properties' wrapping 'Caused by: java.lang.NumberFormatException: For input "
     "string: \"30s\"'. Labelled on the Exception in thread line (the convention); the Caused by "
     "line says what failed and is cascade. The frames are neither")

case("ci-java-junitcore-comparison-and-unboxing-npe",
     "JUnit 4.13.2 (JUnitCore), hamcrest-core 1.3, " + JDK + ", GNU bash 5.2.15 (set -x)",
     "bash ci/unit.sh (javac; java org.junit.runner.JUnitCore ...)", "test",
     [(r"^org\.junit\.ComparisonFailure: expected:<Acme \[\]Trading Ltd> but was:<Acme \[  \]Trading Ltd>$",
       "src/main/org/fenwick/ledger/AccountName.java:8"),
      (r'^java\.lang\.NullPointerException: Cannot invoke "java\.lang\.Long\.longValue\(\)" because the return value of "java\.util\.Map\.get\(Object\)" is null$',
       "src/main/org/fenwick/ledger/Journal.java:14")],
     [r"^1\) collapsesRepeatedSpaces\(org\.fenwick\.ledger\.AccountNameTest\)$",
      r"^2\) unknownAccountHasZeroBalance\(org\.fenwick\.ledger\.JournalTest\)$",
      r"^There were 2 failures:$", r"^FAILURES!!!$", r"^Tests run: 6,  Failures: 2$"],
     {"tests_failed": 2},
     "Jenkins-style script (set -x): javac and JUnitCore over three classes. Two unrelated "
     "failures: AccountName.normalise splits on a single space, so '  acme   trading ltd ' keeps "
     "empty words and doubled spaces (ComparisonFailure), and Journal.balance unboxes the null "
     "Map.get gives for an account with no postings (NullPointerException with Java 17's helpful "
     "message). Labelled on each exception line (JUnitCore's convention); the numbered headers, "
     "'There were 2 failures:', FAILURES!!! and the totals are cascade. Tally: 'Tests run: 6,  "
     "Failures: 2' (JUnitCore prints no pass count)")

case("java-junit5-console-csv-row-and-list-color",
     f"{LAUNCHER} (default ANSI colours, --details=tree), {JDK}", "bash ci/test.sh (javac; java -jar junit-platform-console-standalone.jar --details=tree ...)", "test",
     [(r"^    => org\.opentest4j\.AssertionFailedError: expected: <creme-brulee-recipes> but was: <cr-me-br-l-e-recipes>$",
       "src/main/dev/inkwell/slug/Slugger.java:10"),
      (r"^    => org\.opentest4j\.AssertionFailedError: expected: <\[install, from-source, build-flags, packages\]> but was: <\[install, from-source, packages\]>$",
       "src/main/dev/inkwell/slug/Toc.java:14")],
     [r"Crème brûlée recipes -> creme-brulee-recipes ✘ expected:",
      r"collectsThirdLevelHeadings\(\) ✘ expected:",
      r"^Failures \(2\):$",
      r"^  JUnit Jupiter:SluggerTest:slugs\(String, String\):Crème brûlée recipes",
      r"^  JUnit Jupiter:TocTest:collectsThirdLevelHeadings\(\)$",
      r"^\[\s+2 tests failed\s+\]$"],
     {"tests_passed": 5, "tests_failed": 2, "tests_skipped": 0},
     "the console launcher with its default colours (the tree's ✔/✘ and the Failures list are "
     "coloured). Two failures: one @CsvSource row, 'Crème brûlée recipes', whose slug drops the "
     "accented letters (Slugger keeps only [a-z0-9], no Normalizer), and Toc.anchors, which only "
     "takes '#' and '##' headings, so the '###' heading is missing. Labelled on each '=>' line in "
     "the Failures list (as holdout10/11); the tree's ✘ lines, the Failures header and entry "
     "lines and '2 tests failed' are cascade. Tally: the launcher's 5 successful, 2 failed, 0 skipped")

case("gha-java-maven-surefire-npe-unboxing-and-volumetric",
     f"{MVN}, {SUREFIRE} (JUnit Platform provider), Jupiter 5.9.2, {JDK}{GHA}",
     f"java -version && mvn -v; {MVN_CMD} verify (two steps)", "test",
     [(T + r"\[ERROR\] bulkyParcelChargedByVolume  Time elapsed: .*  <<< FAILURE!$",
       "src/main/java/com/harborline/warehouse/Parcel.java:6"),
      (T + r"\[ERROR\] refusesUnknownSku  Time elapsed: .*  <<< ERROR!$",
       "src/main/java/com/harborline/warehouse/Stock.java:16")],
     [T + r"org\.opentest4j\.AssertionFailedError: expected: <19200> but was: <3500>$",
      T + r"java\.lang\.NullPointerException: Cannot invoke \"java\.lang\.Integer\.intValue\(\)\"",
      T + r"\[ERROR\] Tests run: 2, Failures: 1, Errors: 0, .*<<< FAILURE! - in com\.harborline\.warehouse\.ParcelTest$",
      T + r"\[ERROR\] Tests run: 3, Failures: 0, Errors: 1, .*<<< FAILURE! - in com\.harborline\.warehouse\.StockTest$",
      T + r"\[ERROR\]   ParcelTest\.bulkyParcelChargedByVolume:16 expected",
      T + r"\[ERROR\]   StockTest\.refusesUnknownSku:29 » NullPointer",
      T + r"\[ERROR\] Tests run: 6, Failures: 1, Errors: 1, Skipped: 0$",
      T + r"\[INFO\] BUILD FAILURE$",
      T + r"\[ERROR\] Failed to execute goal .*maven-surefire-plugin.*There are test failures\.$",
      DONE],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "two-step job (versions, mvn verify). Two independent failures: Parcel.volumetricGrams "
     "divides cm3 by 5000, which gives kilograms, where grams need / 5 (bulkyParcelChargedByVolume "
     "gets 3500 for 19200: <<< FAILURE!), and Stock.reserve unboxes Map.get of an unknown sku "
     "(refusesUnknownSku: <<< ERROR! NullPointerException). Labelled on surefire's test lines; "
     "the exception lines under them, the class lines, the Results entries, the totals, BUILD "
     "FAILURE, 'Failed to execute goal' and the exit line are cascade. Tally: surefire's Failures "
     "1, Errors 1, Skipped 0")

case("java-maven-compile-non-static-method-color",
     f"{MVN} (-Dstyle.color=always), {JDK}", f"{MVN_CMD} -Dstyle.color=always compile", "build",
     [(r"^\[ERROR\] /tmp/wisptriage-holdout12-jvmjs/java-maven-geofence/src/main/java/net/orbitrack/geofence/CircleFence\.java:\[5,25\] non-static method metres", "src/main/java/net/orbitrack/geofence/CircleFence.java:5", 2, 0)],
     [(r"^\[ERROR\] /tmp/wisptriage-holdout12-jvmjs/java-maven-geofence/src/main/java/net/orbitrack/geofence/CircleFence\.java:\[5,25\] non-static method metres", 2),
      r"^\[ERROR\] COMPILATION ERROR : $", r"^\[INFO\] 1 error$", r"^\[INFO\] BUILD FAILURE$",
      r"^\[ERROR\] Failed to execute goal .*maven-compiler-plugin.*Compilation failure$"],
     {"errors": 1},
     "mvn compile with Maven's colour forced, gzipped. CircleFence.contains calls "
     "Haversine.metres(centre, p) as if it were static, but Haversine is an instance with a "
     "configurable earth radius: 'non-static method metres(...) cannot be referenced from a static "
     "context'. Labelled on the first report in the COMPILATION ERROR block; the block header, "
     "'1 error', BUILD FAILURE, 'Failed to execute goal ... Compilation failure' and the repeat of "
     "the error under it are cascade. Tally: '1 error'", gz=True)

case("gha-java-gradle-build-stderr-error-line-success",
     f"{GRADLE}, JUnit 4.13.2, {JDK}{GHA}", "java -version; gradle --offline --no-daemon --console=plain build (two steps)", "test",
     [], [], {},
     "success, two-step job. Gradle 4.4 with test events and standard streams shown: "
     "BillTest.shortDayIsWithheld makes Bill print 'error: expected 24 hourly readings, got 23; "
     "bill withheld' to stderr (the path the test checks), BandTest.hour24IsAnError expects an "
     "IllegalArgumentException, Java 17's setSecurityManager WARNING lines glued to ':test'. All "
     "five tests PASSED, BUILD SUCCESSFUL. No tally: Gradle 4.4 prints no test totals on success")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("ts-tsc-plain-union-property-and-implicit-any-crlf",
     f"TypeScript 5.9.3 (tsc --pretty false), {NODE}", "npm run build (tsc -p tsconfig.json --pretty false)", "build",
     [(r"^src/import\.ts\(8,21\): error TS7006: Parameter 'row' implicitly has an 'any' type\.$", "src/import.ts:8"),
      (r"^src/notify\.ts\(11,18\): error TS2339: Property 'trackingUrl' does not exist on type 'Shipment'\.$", "src/notify.ts:11")],
     [r"^  Property 'trackingUrl' does not exist on type 'PendingShipment'\.$"],
     {},
     "npm run build = tsc --pretty false, CRLF. Two mistakes in two files: toShipment(row) in "
     "import.ts has no parameter type under strict (TS7006), and smsText in notify.ts reads "
     "s.trackingUrl on the Shipment union without narrowing on status (TS2339, with its "
     "elaboration line, cascade). npm 11 prints nothing after tsc's output. No tally (plain tsc "
     "prints no count)")

case("js-eslint-stylish-undef-dupe-keys-cond-assign-color",
     f"ESLint 9.39.5 (stylish, --color), {NODE}", "npm run lint -- --color (eslint src --color)", "lint",
     [(r"^  10:22  error  'reponse' is not defined  no-undef$", "src/checkin.js:10"),
      (r"^  9:7  error  Expected a conditional expression and instead saw an assignment  no-cond-assign$", "src/clock.js:9"),
      (r"^  6:3  error  Duplicate key 'welcome'  no-dupe-keys$", "src/messages.js:6")],
     [r"^✖ 4 problems \(3 errors, 1 warning\)$"],
     {"errors": 3, "warnings": 1},
     "eslint stylish with colour forced. Three errors in three files, each its own cause: a "
     "misspelt 'reponse' (no-undef), an assignment inside an if (no-cond-assign), a duplicated "
     "'welcome' key in the messages object (no-dupe-keys); the no-unused-vars warning is neither. "
     "The summary line is cascade. Tally: 3 errors, 1 warning")

case("gha-js-jest-called-with-and-timeout", f"Jest 29.7.0, {NODE}{GHA}", "npm ci; npm test (jest --ci --runInBand) (two steps)", "test",
     [(T + r"    expect\(jest\.fn\(\)\)\.toHaveBeenCalledWith\(\.\.\.expected\)$", "src/sender.js:8"),
      (T + r'    thrown: "Exceeded timeout of 1000 ms for a test\.$', "__tests__/retry.test.js:10")],
     [T + r"  ● Sender › renders the reminder template with the patient's first name$",
      T + r"  ● withRetry › gives up after the last attempt$",
      T + r"FAIL __tests__/sender\.test\.js$", T + r"FAIL __tests__/retry\.test\.js$",
      T + r"Tests:       2 failed, 5 passed, 7 total$", T + r"Test Suites: 2 failed, 1 passed, 3 total$", DONE],
     {"tests_passed": 5, "tests_failed": 2, "tests_skipped": 0},
     "two-step job (npm ci, jest). Two failures in two files: Sender.remind does not pass "
     "appointment.room to the template (toHaveBeenCalledWith diff with '-   \"room\": \"2B\",'), "
     "and the give-up retry test runs the real back-off (200 ms doubling over four attempts, 3 s) "
     "past testTimeout 1000 ('thrown: \"Exceeded timeout of 1000 ms for a test.'). Labelled on "
     "each message line under '●'; the ● headers, FAIL lines, totals and exit line are cascade. "
     "'Jest did not exit one second after the test run has completed' (the back-off timer still "
     "pending) is a consequence of the timeout; left in neither list (it is jest's advice). Tally: "
     "Tests 2 failed, 5 passed")

case("gha-ts-vitest-verbose-to-throw-late-long", f"Vitest 3.2.7 (verbose reporter), TypeScript 5.9.3, {NODE}{GHA}",
     "npm ci; npm run typecheck; npm test (vitest run --reporter=verbose) (three steps)", "test",
     [(T + r" FAIL  test/parse\.test\.ts > parseDuration > rejects text without a unit$", "src/parse.ts:4")],
     [T + r" × test/parse\.test\.ts > parseDuration > rejects text without a unit",
      T + r"   → expected \[Function\] to throw an error$",
      T + r"AssertionError: expected \[Function\] to throw an error$",
      T + r"⎯+ Failed Tests 1 ⎯+$",
      T + r"      Tests  1 failed \| 241 passed \(242\)$", T + r" Test Files  1 failed \| 1 passed \(2\)$", DONE],
     {"tests_passed": 241, "tests_failed": 1, "tests_skipped": 0},
     "three-step job, gzipped: npm ci (with npm 11's 'npm warn install-scripts' lines), tsc "
     "--noEmit (clean), vitest verbose: 239 passing round-trip rows and two parse tests, then "
     "parseDuration('90') returns 0 where the test wants a throw: ' FAIL  test/parse.test.ts > "
     "parseDuration > rejects text without a unit' (labelled, vitest's convention in holdout10/11) "
     "with 'AssertionError: expected [Function] to throw an error'. The × line, its → line, the "
     "error line, the Failed Tests header, the totals and the exit line are cascade. Tally: Tests "
     "1 failed | 241 passed", gz=True)

case("js-mocha-spec-typeerror-and-missing-rejection", "Mocha 10.8.2 (spec reporter), " + NODE,
     "npm test (mocha --reporter spec --timeout 2000 'test/**/*.test.js')", "test",
     [(r"^     TypeError: Cannot read properties of undefined \(reading 'includes'\)$", "lib/apply.js:5"),
      (r"^     AssertionError \[ERR_ASSERTION\]: Missing expected rejection\.$", "lib/redeem.js:3")],
     [r"^    1\) applies a sitewide coupon to every line$", r"^    2\) rejects a coupon that has already been used$",
      r"^  1\) discountCents$", r"^  2\) redeem$", r"^  2 failing$"],
     {"tests_passed": 5, "tests_failed": 2},
     "npm test = mocha spec. Two unrelated failures: a sitewide coupon has no categories array, so "
     "discountCents calls undefined.includes (TypeError), and redeem never checks a coupon's "
     "'used' flag, so assert.rejects gets a resolved promise ('Missing expected rejection.'). "
     "Labelled on each error line under its numbered heading; the inline '1)'/'2)' lines, the "
     "headings and '2 failing' are cascade. Tally: 5 passing, 2 failing")

case("gha-js-node-test-tap-skip-success", f"node:test (TAP reporter), {NODE}{GHA}",
     "node --version && npm --version; npm test (node --test --test-reporter=tap) (two steps)", "test",
     [], [], {"tests_passed": 6, "tests_failed": 0, "tests_skipped": 1},
     "success, two-step job. node --test TAP: tests named 'a malformed time is a TypeError' and 'a "
     "fully booked day fails to offer anything', one '# SKIP rota across midnight not supported "
     "yet'; '# fail 0'. Tally: '# pass 6', '# fail 0', '# skipped 1' (the suite line is not a test)")

case("gha-js-npm8-ci-lock-out-of-sync", f"{NODE8}{GHA}", "node --version && npm --version; npm ci (two steps, npm 8)", "build",
     [(T + r"npm ERR! `npm ci` can only install packages when your package\.json and package-lock\.json", "package.json (globals ^15.9.0) against package-lock.json (globals 14.0.0)")],
     [T + r"npm ERR! Invalid: lock file's globals@14\.0\.0 does not satisfy globals@15\.15\.0$",
      T + r"npm ERR! Missing: globals@14\.0\.0 from lock file$",
      T + r"npm ERR! A complete log of this run can be found in:$", T + r"npm ERR!     /root/\.npm/_logs/\S+-debug-0\.log$", DONE],
     {},
     "two-step job with npm 8: globals was bumped to ^15.9.0 in package.json without running npm "
     "install, so the lock still has 14.0.0. 'npm ERR! code EUSAGE' (npm's code line, neither), "
     "then the message line (labelled), the Invalid/Missing detail lines (cascade), npm ci's usage "
     "text (neither), the debug-log lines and exit line (cascade). No tally")

case("ci-js-node-uncaught-typeerror-sitemap", f"{NODE}, GNU bash 5.2.15", "bash ci/deploy.sh (node --version; npm run sitemap)", "runtime",
     [(r"^TypeError: Cannot read properties of undefined \(reading 'toISOString'\)$", "content/pages.json:5 ('lastModified' for 'updated'), read at scripts/build-sitemap.js:10")],
     [],
     {},
     "Drone-style step script (set -e, echoed commands): npm run sitemap. One page in "
     "content/pages.json has 'lastModified' where the others have 'updated', so its lastmod is "
     "undefined and urlEntry calls undefined.toISOString(): node's uncaught exception (the source "
     "line and caret, 'TypeError: Cannot read properties of undefined (reading 'toISOString')', "
     "the stack, 'Node.js v20.20.2'). Labelled on the TypeError line; the file:line header and "
     "caret above it and the frames are neither, as in holdout11's ERR_MODULE_NOT_FOUND log. npm "
     "11 prints nothing more; the script stops (set -e) before its rsync echo. No tally")

case("js-vite-build-json-trailing-comma", f"Vite 6.4.6 (rollup 4), {NODE}", "npm run build (vite build)", "build",
     [(r"^\[vite:json\] \[plugin vite:json\] src/data/specials\.json: Failed to parse JSON file\.$", "src/data/specials.json:5")],
     [r"^✗ Build failed in \d+ms$"],
     {},
     "npm run build = vite build: src/data/specials.json, edited by hand, has a trailing comma "
     "after the last object: '[vite:json] [plugin vite:json] src/data/specials.json: Failed to "
     "parse JSON file.' (labelled) under 'error during build:' (a header, neither), then 'file:' "
     "and rollup's stack (neither). '✗ Build failed in Nms' is cascade. No tally")

with open(f"{here}/manifest.jsonl", "w") as fh:
    for c in out:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
print(f"wrote {len(out)} cases", file=sys.stderr)
