#!/usr/bin/env python3
"""Writes holdout16/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
TSC = "TypeScript 5.9.3"
T = r"^\S+Z "  # a GitHub Actions timestamp
# Maven's "-> [Help 1]" / "re-run with -e" block, Gradle's "* Try:" block are in neither list (as in
# holdout10-15)

# ------------------------------------------------------------------ Java
case("gha-java-javac-optional-and-wrong-arity", f"{JDK}, GNU Make 4.3{GHA}",
     "javac -version; make build (javac -Xlint:all -d out <sources>) (two steps)", "build",
     [(T + r"src/com/brightbill/invoices/Main\.java:10: error: method add in class Invoice cannot be applied to given types;$",
       "src/com/brightbill/invoices/Main.java:10"),
      (T + r"src/com/brightbill/invoices/Pricing\.java:12: error: incompatible types: Optional<Customer> cannot be converted to Customer$",
       "src/com/brightbill/invoices/Pricing.java:12")],
     [T + r"2 errors$", T + r"make: \*\*\* \[Makefile:7: out/\.stamp\] Error 1$", DONE],
     {"errors": 2},
     "two steps. javac -Xlint:all over six files: Main calls Invoice.add(Line) with the line's three "
     "fields (`method add in class Invoice cannot be applied to given types;` with its required / "
     "found / reason notes), and Pricing assigns CustomerDirectory.find's Optional<Customer> to a "
     "Customer (`incompatible types: Optional<Customer> cannot be converted to Customer`). Two files, "
     "two causes on javac's own error lines; the code lines, carets and required/found/reason notes "
     "are in neither list; `2 errors`, make's Error 1 and the runner's line are cascade. tally from "
     "javac's count")

case("ci-java-app-executor-npe-caused-by", f"{JDK}, GNU bash 5.2.15",
     "bash ci/smoke.sh (set -ex; java -version; javac; java -cp out io.pixelyard.thumbs.Main conf/presets.properties)", "runtime",
     [(r'^Exception in thread "main" java\.util\.concurrent\.ExecutionException: java\.lang\.NullPointerException: Cannot invoke "String\.toLowerCase\(\)" because "<local4>" is null$',
       "conf/presets.properties:7 (preset.Large.format for preset.large.format; read at src/io/pixelyard/thumbs/Presets.java:30)")],
     [r'^Caused by: java\.lang\.NullPointerException: Cannot invoke "String\.toLowerCase\(\)" because "<local4>" is null$'],
     {},
     "a Jenkins-style smoke script (set -ex): java -version, javac, then the thumbnail planner over "
     "presets.properties, whose last key is spelled `preset.Large.format`. Presets.parse runs in a "
     "thread pool; Properties keys are case-sensitive, so the format is null and toLowerCase() "
     "throws a helpful NullPointerException in the worker; Future.get rethrows it wrapped: "
     "`Exception in thread \"main\" java.util.concurrent.ExecutionException: "
     "java.lang.NullPointerException: Cannot invoke \"String.toLowerCase()\" ...` <- `Caused by: "
     "java.lang.NullPointerException: ...` (the deepest, what it is; the frame under it, "
     "Presets.parse:30, is where). One cause on the `Exception in thread` line (the convention); the "
     "`Caused by:` line is cascade. `loaded 6 keys` (printed before), the OpenJDK banner, the set -x "
     "lines and the frames are in neither list. No count")

case("ci-java-junitcore-comparison-and-unexpected-exception-crlf", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/test.sh (javac main and test; java org.junit.runner.JUnitCore <3 classes>)", "test",
     [(r"^org\.junit\.ComparisonFailure: expected:<Mary Smith-\[J\]ones> but was:<Mary Smith-\[j\]ones>$",
       "src/main/java/net/rolodex/contacts/Names.java:20"),
      (r"^java\.lang\.Exception: Unexpected exception, expected<java\.lang\.IllegalArgumentException> but was<java\.lang\.NullPointerException>$",
       "src/main/java/net/rolodex/contacts/Vcard.java:7")],
     [r"^1\) hyphenatedFamilyNames\(net\.rolodex\.contacts\.NamesTest\)$", r"^2\) rejectsNullValue\(net\.rolodex\.contacts\.VcardTest\)$",
      r'^Caused by: java\.lang\.NullPointerException: Cannot invoke "String\.replace',
      r"^There were 2 failures:$", r"^FAILURES!!!$", r"^Tests run: 11,  Failures: 2$"],
     {"tests_failed": 2},
     "CRLF. A Jenkins-style stage script (set -eu, no trace): javac (silent) and JUnitCore over three "
     "classes, 11 tests. Two causes: Names.display capitalises only the first letter of each "
     "space-separated word, so `smith-jones` keeps a lower-case j (`org.junit.ComparisonFailure: "
     "expected:<Mary Smith-[J]ones> but was:<Mary Smith-[j]ones>`), and Vcard.line checks the name "
     "but not the value, so a null value dereferences before any IllegalArgumentException: "
     "`@Test(expected = IllegalArgumentException.class)` reports `java.lang.Exception: Unexpected "
     "exception, expected<java.lang.IllegalArgumentException> but was<java.lang.NullPointerException>` "
     "with `Caused by: java.lang.NullPointerException: Cannot invoke \"String.replace(...)\"` (what "
     "it is; cascade, as a plain run's Caused by). Each labelled on its exception line; the numbered "
     "headings, `There were 2 failures:`, `FAILURES!!!` and the totals are cascade; frames and `... "
     "25 more` neither. JUnitCore prints no passed count")

case("java-junit5-console-tree-day-of-year-and-assert-throws-color", f"{LAUNCHER} (default tree, ANSI colour), {JDK}",
     "bash -c 'bash ci/build.sh && java -jar junit-platform-console-standalone.jar -cp out/main:out/test "
     "--select-package org.gridline.meter --disable-banner'", "test",
     [(r"averageAcrossNewYear\(\) ✘ expected: <12> but was: <0>$", "src/main/java/org/gridline/meter/Usage.java:22"),
      (r"rejectsReadingsOutOfOrder\(\) ✘ Expected java\.lang\.IllegalArgumentException to be thrown, but nothing was thrown\.$",
       "src/main/java/org/gridline/meter/Usage.java:10")],
     [r"^Failures \(2\):$", r"^  JUnit Jupiter:UsageTest:averageAcrossNewYear\(\)$", r"^  JUnit Jupiter:UsageTest:rejectsReadingsOutOfOrder\(\)$",
      r"^    => org\.opentest4j\.AssertionFailedError: expected: <12> but was: <0>$",
      r"^    => org\.opentest4j\.AssertionFailedError: Expected java\.lang\.IllegalArgumentException to be thrown",
      r"^\[\s+2 tests failed\s+\]$"],
     {"tests_passed": 4, "tests_failed": 2, "tests_skipped": 0},
     "colour: the console launcher's default tree output, coloured unless --disable-ansi-colors "
     "is given (texts keep the codes). javac is silent. Two causes in UsageTest, two methods of "
     "Usage: averagePerDay counts days as a difference of getDayOfYear, which is -365 across New "
     "Year, so 12 kWh / -365 days is 0 (`expected: <12> but was: <0>`), and deltas never checks "
     "that readings are in date order (`Expected java.lang.IllegalArgumentException to be thrown, "
     "but nothing was thrown.`). Each is labelled on its ✘ line in the tree, the first line that "
     "reports it; the Failures list restates both (header, entry lines and `=>` lines cascade; "
     "MethodSource and frames neither), and the box's `2 tests failed` is cascade")

case("gha-java-maven-compile-missing-import-and-override", f"{MVN}, {JDK}{GHA}",
     "mvn -B -v; mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify (two steps)", "build",
     [(T + r"\[ERROR\] /tmp/wisptriage-holdout16-jvmjs/java-maven-inventory/src/main/java/com/shelfwise/inventory/Stock\.java:\[16,26\] cannot find symbol$",
       "src/main/java/com/shelfwise/inventory/Stock.java:3 (no import of java.util.stream.Collectors; used at 16)", 2, 0),
      (T + r"\[ERROR\] /tmp/wisptriage-holdout16-jvmjs/java-maven-inventory/src/main/java/com/shelfwise/inventory/StockItem\.java:\[25,5\] method does not override or implement a method from a supertype$",
       "src/main/java/com/shelfwise/inventory/StockItem.java:25", 2, 0)],
     [T + r"\[ERROR\] COMPILATION ERROR : $",
      (T + r"\[ERROR\] /tmp/.*/Stock\.java:\[16,26\] cannot find symbol$", 2),
      (T + r"\[ERROR\] /tmp/.*/Stock\.java:\[16,64\] cannot find symbol$", 2),
      (T + r"\[ERROR\] /tmp/.*/Stock\.java:\[24,26\] cannot find symbol$", 2),
      (T + r"\[ERROR\] /tmp/.*/StockItem\.java:\[25,5\] method does not override", 2),
      T + r"\[INFO\] 4 errors $", T + r"\[INFO\] BUILD FAILURE$",
      T + r"\[ERROR\] Failed to execute goal org\.apache\.maven\.plugins:maven-compiler-plugin:3\.10\.1:compile \(default-compile\) on project inventory: Compilation failure: Compilation failure: $",
      DONE],
     {"errors": 4},
     "two steps: mvn -B -v, then mvn verify stops in compile. Two causes: Stock.java uses "
     "Collectors three times without importing java.util.stream.Collectors (three `cannot find "
     "symbol` / `symbol: variable Collectors`, one cause, labelled on the first), and StockItem "
     "declares `@Override public int hashcode()` (lower-case c: `method does not override or "
     "implement a method from a supertype`). javac reports the files in the order Maven lists them "
     "(directory order), so the two may swap between runs; label.py keeps them in line order. The "
     "COMPILATION ERROR header, the other two Collectors errors, `4 errors`, BUILD FAILURE, `Failed "
     "to execute goal` and its repeat of all four errors, and the runner's line are cascade; the "
     "symbol/location notes and the [Help 1] block neither. tally errors 4 from Maven's count")

case("ci-java-gradle-test-overnight-and-boundary", f"{GRADLE}, JUnit 4.13.2, {JDK}",
     "bash ci/build.sh (set -euo pipefail; gradle --offline --no-daemon --console=plain clean test)", "test",
     [(r"^    java\.lang\.AssertionError: expected:<2> but was:<1>$", "src/main/java/com/rotabox/shifts/Shift.java:23"),
      (r"^    java\.lang\.AssertionError: 22:00 to 06:00 with a 30 minute break expected:<450> but was:<-990>$",
       "src/main/java/com/rotabox/shifts/Shift.java:19")],
     [r"^com\.rotabox\.shifts\.RotaTest > countsNightShifts FAILED$", r"^com\.rotabox\.shifts\.ShiftTest > overnightShift FAILED$",
      r"^6 tests completed, 2 failed$", r"^:test FAILED$", r"^FAILURE: Build failed with an exception\.$",
      r"^Execution failed for task ':test'\.$", r"^> There were failing tests\. See the report at: ", r"^BUILD FAILED in \d+s$"],
     {"tests_failed": 2},
     "a GitLab-style script (set -euo pipefail): Gradle 4.4 `clean test` (testLogging events "
     "passed/skipped/failed, exceptionFormat full). The JDK's four `WARNING: ... setSecurityManager` "
     "lines (glued to `:test`) are noise in neither list. Two causes: Shift.isNight uses "
     "`start.isAfter(20:00)`, so a shift starting at 20:00 is not a night shift (`expected:<2> but "
     "was:<1>` in RotaTest), and paidMinutes takes Duration.between(22:00, 06:00), negative for an "
     "overnight shift (`expected:<450> but was:<-990>` in ShiftTest). Each labelled on its "
     "AssertionError line under the test's FAILED header; the FAILED headers, `6 tests completed, 2 "
     "failed`, `:test FAILED`, `FAILURE: Build failed`, `Execution failed for task ':test'.`, `> "
     "There were failing tests` and `BUILD FAILED` are cascade; frames and `* Try:` neither. Gradle "
     "prints the completed and failed counts only (tally tests_failed)")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("gha-ts-tsc-plain-implicit-any-and-missing-property", f"{TSC}, {NODE}{GHA}",
     "npm ci; npx tsc --noEmit --pretty false (two steps)", "build",
     [(T + r"src/csv\.ts\(11,27\): error TS7006: Parameter 'cell' implicitly has an 'any' type\.$", "src/csv.ts:11"),
      (T + r"src/report\.ts\(11,108\): error TS2339: Property 'owner' does not exist on type 'Ticket'\.$", "src/report.ts:11")],
     [DONE],
     {},
     "two steps: npm ci (offline from the cache), tsc --noEmit --pretty false under strict: csv.ts's "
     "parseTags(cell) has no parameter type (TS7006, noImplicitAny), and report.ts reads "
     "`urgent[0]?.owner` where Ticket calls it `assignee` (TS2339). Two files, two causes; the "
     "runner's line is cascade. tsc --pretty false prints no count")

case("js-eslint-stylish-dupe-keys-fallthrough-eqeqeq-color", f"ESLint 9.39.5 (stylish, --color), {NODE}",
     "npm run lint -- --color (= eslint src --color)", "lint",
     [(r"^  21:17  error  'this\.kind' is assigned to itself ", "src/basket.js:21"),
      (r"^  26:30  error  Expected '===' and instead saw '=='  eqeqeq$", "src/basket.js:26"),
      (r"^   8:3   error    Duplicate key 'adult' ", "src/fares.js:8"),
      (r"^  17:5   error    Expected a 'break' statement before 'case' ", "src/fares.js:17"),
      (r"^  30:18  error    Expected '===' and instead saw '=='  ", "src/fares.js:30")],
     [r"^✖ 7 problems \(5 errors, 2 warnings\)$"],
     {"errors": 5, "warnings": 2},
     "eslint 9 stylish with --color (texts keep the codes; install not shown), js recommended plus "
     "eqeqeq (smart) and prefer-const/no-console as warnings. Five errors, each its own cause (the "
     "convention): no-self-assign (`this.kind = this.kind`), eqeqeq in basket.js "
     "(`this.trips.length == 0`), no-dupe-keys (`adult` twice in the BASE table), no-fallthrough "
     "(case 1 falls into case 2) and eqeqeq in fares.js (`kind == \"child\"`). The two eqeqeq "
     "findings are separate causes: the same rule, two places in two files. The prefer-const and "
     "no-console warnings and the `--fix` hint are in neither list; `✖ 7 problems` is cascade")

case("gha-js-jest-verbose-strict-equal-and-called-with-long", f"Jest 29.7.0, {NODE}{GHA}",
     "npm ci; npm test (= jest --ci --verbose) (two steps)", "test",
     [(T + r"    expect\(received\)\.toStrictEqual\(expected\) // deep equality$", "src/receipt.js:19"),
      (T + r"    expect\(jest\.fn\(\)\)\.toHaveBeenCalledWith\(\.\.\.expected\)$", "src/receipt.js:17")],
     [T + r"FAIL __tests__/receipt\.test\.js$", r"✕ no voucher, no discount field", r"✕ logs the voucher it applied",
      T + r"  ● receipt › no voucher, no discount field$", T + r"  ● receipt › logs the voucher it applied$",
      T + r"Test Suites: 1 failed, 1 passed, 2 total$", T + r"Tests:       2 failed, 248 passed, 250 total$", DONE],
     {"tests_passed": 248, "tests_failed": 2},
     "gzipped, long. Two steps: npm ci, then jest --ci --verbose: 244 passing rows in money.test.js "
     "(round trips, refunds, splits), then receipt.test.js with two failures. receipt() always "
     "returns a `discount` key, undefined without a voucher, which toStrictEqual tells apart from a "
     "missing key (`+   \"discount\": undefined,`), and it logs the voucher as positional arguments "
     "where the test expects one object (`Expected: \"voucher applied\", {...}` / `Received: "
     "\"voucher applied\", \"SPRING10\", 150`). Each labelled on its `expect(...)` line under ●; "
     "FAIL, the ✕ lines, the ● headings, the totals and the runner's line are cascade; diffs and "
     "code frames neither", gz=True)

case("ci-ts-vitest-verbose-skip-todo-success-crlf", f"Vitest 3.2.7 (--reporter=verbose), {NODE}",
     "bash -c 'set -ex; node --version; npm ci --no-audit --no-fund; npm test' (npm test = vitest run --reporter=verbose)",
     "test", [], [],
     {"tests_passed": 9, "tests_skipped": 1},
     "success, CRLF. A CI script (set -ex): node --version, npm ci with npm 11's four `npm warn "
     "install-scripts` lines (esbuild's postinstall; neither list), vitest's verbose reporter: 9 ✓, "
     "an it.skip and an it.todo (both `↓`), `Tests  9 passed | 1 skipped | 1 todo (11)`. The todo is "
     "not counted as skipped")

case("js-mocha-spec-done-timeout-and-not-deep-equal", f"Mocha 10.8.2 (spec), {NODE}",
     "npm test (= mocha --reporter spec 'test/**/*.test.js')", "test",
     [(r"^     Error: Timeout of 2000ms exceeded\. For async tests and hooks, ensure \"done\(\)\" is called; ",
       "test/queue.test.js:20 (waits for \"drain\"; lib/queue.js:22 emits \"drained\")"),
      (r"^      AssertionError \[ERR_ASSERTION\]: Expected \"actual\" not to be strictly deep-equal to:$", "lib/retry.js:7")],
     [r"^    1\) emits drained when the queue empties$", r"^    2\) adds jitter so receivers are not hit in lockstep$",
      r"^  2 failing$", r"^  1\) DeliveryQueue$", r"^  2\) backoff$"],
     {"tests_passed": 8, "tests_failed": 2},
     "npm test = mocha spec over three files (no colour off a terminal). Two causes: a done-style "
     "test listens for `drain` while DeliveryQueue emits `drained`, so done() is never called "
     "(`Error: Timeout of 2000ms exceeded. ...`), and backoff() has no jitter, so two calls are "
     "equal (`AssertionError [ERR_ASSERTION]: Expected \"actual\" not to be strictly deep-equal "
     "to:`). Each labelled on its error line under the numbered heading; the run's numbered lines, "
     "headings and `2 failing` are cascade; the printed array, `+ expected - actual` and frames "
     "neither. npm 11 prints no `npm error` lines for a failing script outside workspaces")

case("ci-js-node-test-tap-todo-skip-success-long", f"node:test (TAP reporter), {NODE}, dash 0.5.12",
     "sh ci/test.sh (set -ex; node --version; npm --version; npm test = node --test --test-reporter=tap test/)",
     "test", [], [],
     {"tests_passed": 50, "tests_failed": 0, "tests_skipped": 1},
     "success, long (321 lines). A Woodpecker-style script (set -ex) and node --test with the TAP "
     "reporter over two files, 52 tests. Noise that is not a failure: a todo test that fails, "
     "`not ok 33 - transliterates Cyrillic # TODO needs a transliteration table` with its YAML "
     "block (`failureType: 'testCodeFailure'`, `error: |-`, `Expected values to be strictly equal:`, "
     "a stack), a passing test's stderr `# slugkit: error: empty path, using 'untitled'`, and a "
     "skip (`# SKIP`). `# pass 50`, `# fail 0`, `# skipped 1`, `# todo 1`; exit 0")

case("gha-js-npm-workspace-esm-err-module-not-found", f"{NODE}{GHA}",
     "npm ci; npm run build:docs (= npm run build -w packages/docs) (two steps)", "runtime",
     [(T + r"Error \[ERR_MODULE_NOT_FOUND\]: Cannot find module '/tmp/wisptriage-holdout16-jvmjs/js-esm-sitemap/packages/docs/scripts/lib/xml' imported from ",
       "packages/docs/scripts/build-sitemap.js:2")],
     [T + r"npm error Lifecycle script `build` failed with error:$", T + r"npm error code 1$", T + r"npm error command failed$", DONE],
     {},
     "two steps: npm ci (a workspace, nothing to fetch), then `npm run build -w packages/docs` under "
     "npm 11: the prebuild's link check passes (`check-links: 5 pages, no duplicates`), then "
     "build-sitemap.js, an ES module, imports `./lib/xml` without the `.js` extension ESM resolution "
     "requires: node's uncaught `Error [ERR_MODULE_NOT_FOUND]: Cannot find module '.../scripts/lib/xml' "
     "imported from .../build-sitemap.js`. One cause on the error line; node's internal source "
     "excerpt and caret before it, the frames, the `code:` / `url:` properties and `Node.js "
     "v20.20.2` are in neither list; npm's `Lifecycle script`, `code 1` and `command failed` lines "
     "and the runner's line are cascade (its path/workspace/location/command lines neither)")

case("js-webpack-svg-no-loader-and-node-fs", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE}",
     "npm run build (= webpack --mode production)", "build",
     [(r"^ERROR in \./src/assets/cup\.svg 1:0$", "src/index.js:2 (an .svg import with no loader or asset rule)"),
      (r"^ERROR in \./src/lib/prices\.js 1:0-34$", "src/lib/prices.js:1")],
     [r"^Module parse failed: Unexpected token \(1:0\)$", r"^Module not found: Error: Can't resolve 'fs' in ",
      r"^webpack 5\.113\.0 compiled with 2 errors in \d+ ms$"],
     {"errors": 2},
     "webpack 5 production build (install not shown; webpack 5.113 bundles the CSS import by "
     "itself, so board.css builds). Two causes: index.js imports an SVG and the config has no "
     "loader or asset/resource rule (`Module parse failed: Unexpected token (1:0)`, `You may need "
     "an appropriate loader`, a code frame), and prices.js, written for node, imports `fs` into a "
     "browser bundle (`Module not found: Error: Can't resolve 'fs'`, the resolver trace). Each "
     "labelled on its `ERROR in` line (as holdout14/15); the message lines and `compiled with 2 "
     "errors` are cascade; `File was parsed as ...`, the loader hint, code frame, resolver trace and "
     "` @ ` import chains neither; the `[1 error]` in the module list neither. tally errors 2")

missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: c["id"]):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
