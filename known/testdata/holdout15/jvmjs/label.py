#!/usr/bin/env python3
"""Writes holdout15/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
# Maven's "-> [Help 1]" / "re-run with -e" lines are in neither list (as in holdout10-14)

# ------------------------------------------------------------------ Java
case("gha-java-javac-missing-return-and-static-context", f"{JDK}, GNU Make 4.3{GHA}",
     "javac -version; make build (javac -Xlint:all -d out <sources>) (two steps)", "build",
     [(r"src/net/cartwheel/parcels/Parcel\.java:33: error: missing return statement$", "src/net/cartwheel/parcels/Parcel.java:33"),
      (r"src/net/cartwheel/parcels/Tariff\.java:13: error: non-static method weightKg\(\) cannot be referenced from a static context$",
       "src/net/cartwheel/parcels/Tariff.java:13")],
     [r" 2 errors$", r"make: \*\*\* \[Makefile:7: out/\.stamp\] Error 1$", DONE],
     {"errors": 2},
     "two steps. javac -Xlint:all over four files: Parcel.sizeBand's if / else-if chain has no final "
     "return (`missing return statement` on its closing brace), and Tariff.price calls the instance "
     "method weightKg() on the class (`Parcel.weightKg()` for `p.weightKg()`: `non-static method "
     "weightKg() cannot be referenced from a static context`). Two files, two causes on javac's own "
     "error lines; `2 errors`, make's Error 1 and the runner's line are cascade. tally from javac's count")

case("ci-java-app-port-trailing-space-caused-by-crlf", f"{JDK}, GNU bash 5.2.15",
     "bash ci/smoke.sh (set -ex; java -version; javac; java -cp out io.tollgate.relay.Main conf/relay.properties)", "runtime",
     [(r'^Exception in thread "main" java\.lang\.IllegalStateException: cannot configure relay$',
       "conf/relay.properties:4 (http.port=8080 with a trailing space)")],
     [r"^Caused by: java\.lang\.IllegalArgumentException: bad value for http\.port: '8080 '$",
      r'^Caused by: java\.lang\.NumberFormatException: For input string: "8080 "$'],
     {},
     "CRLF. A GitLab-style smoke script (set -ex): java -version, javac, then the relay with the "
     "staging config. relay.properties has `http.port=8080 ` with a trailing space, which "
     "java.util.Properties keeps, so Integer.parseInt fails: `Exception in thread \"main\" "
     "java.lang.IllegalStateException: cannot configure relay` <- `Caused by: "
     "IllegalArgumentException: bad value for http.port: '8080 '` <- `Caused by: "
     "NumberFormatException: For input string: \"8080 \"` (the deepest, what it is). One cause, "
     "labelled on the `Exception in thread` line (the convention); both `Caused by:` lines are "
     "cascade. Stack frames, `... N more` and the set -x lines are in neither list. No count")

case("ci-java-junitcore-sublist-and-bare-assertion", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/test.sh (javac main and test; java org.junit.runner.JUnitCore <3 classes>)", "test",
     [(r"^java\.lang\.IllegalArgumentException: fromIndex\(9\) > toIndex\(7\)$", "src/main/java/fm/kettle/playlist/Pager.java:15"),
      (r"^java\.lang\.AssertionError$", "src/main/java/fm/kettle/playlist/Shuffle.java:16")],
     [r"^1\) lastPageIsShort\(fm\.kettle\.playlist\.PagerTest\)$", r"^2\) noArtistTwiceInARow\(fm\.kettle\.playlist\.ShuffleTest\)$",
      r"^There were 2 failures:$", r"^FAILURES!!!$", r"^Tests run: 8,  Failures: 2$"],
     {"tests_failed": 2},
     "a Jenkins-style stage script: javac and JUnitCore over three classes, 8 tests. Two causes: "
     "Pager.page treats the 1-based page number as 0-based (`number * pageSize`), so the last page "
     "asks subList for 9..7 (`java.lang.IllegalArgumentException: fromIndex(9) > toIndex(7)`), and "
     "Shuffle.apply only shuffles, never keeping an artist from playing twice in a row: a bare "
     "assertTrue without a message, so JUnit prints only `java.lang.AssertionError`. Each is "
     "labelled on its exception line; the numbered headings, `There were 2 failures:`, "
     "`FAILURES!!!` and the totals are cascade. JUnitCore prints no passed count")

case("java-junit5-console-summary-iterable-and-assert-true", f"{LAUNCHER} (--details=summary), {JDK}",
     "bash -c 'bash ci/build.sh && java -jar junit-platform-console-standalone.jar -cp out/main:out/test "
     "--select-package org.pantryhub.stock --disable-banner --details=summary'", "test",
     [(r"^    => org\.opentest4j\.AssertionFailedError: iterable contents differ at index \[1\], expected: <grains> but was: <cans>$",
       "src/main/java/org/pantryhub/stock/Shelf.java:15"),
      (r"^    => org\.opentest4j\.AssertionFailedError: basmati at its reorder level counts as low ==> expected: <true> but was: <false>$",
       "src/main/java/org/pantryhub/stock/Shelf.java:24")],
     [r"^Failures \(2\):$", r"^  JUnit Jupiter:ShelfTest:aislesInShelvingOrder\(\)$", r"^  JUnit Jupiter:ShelfTest:atTheReorderLevelIsLow\(\)$",
      r"^\[\s+2 tests failed\s+\]$"],
     {"tests_passed": 9, "tests_failed": 2, "tests_skipped": 0},
     "javac (silent) and the console launcher with --details=summary: no tree, only the Failures "
     "list and the count boxes (no colour in this mode). Two causes in one class, two methods of "
     "Shelf: aisles() collects into a HashSet, so the shelving order is lost "
     "(assertIterableEquals: `iterable contents differ at index [1], expected: <grains> but was: "
     "<cans>`), and isLow uses `<` where the reorder level itself counts (assertTrue with a "
     "message: `basmati at its reorder level counts as low ==> expected: <true> but was: "
     "<false>`). Labelled on each `=>` line (as holdout12); the Failures header, the test entry "
     "lines and `2 tests failed` are cascade; MethodSource lines and frames neither. tally from the boxes")

case("gha-java-maven-no-equals-and-immutable-sort", f"{MVN}, {JDK}{GHA}",
     "mvn -B -v; mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify (two steps)", "test",
     [(r"\[ERROR\] chronologicalStartsWithSalary  Time elapsed: [0-9.]+ s  <<< ERROR!$", "src/main/java/com/tallyhouse/ledger/Ledger.java:23"),
      (r"\[ERROR\] addsSameCurrency  Time elapsed: [0-9.]+ s  <<< FAILURE!$", "src/main/java/com/tallyhouse/ledger/Money.java:6")],
     [r"\[ERROR\] Tests run: 4, Failures: 0, Errors: 1, Skipped: 0, .*<<< FAILURE! - in com\.tallyhouse\.ledger\.LedgerTest$",
      r"\[ERROR\] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, .*<<< FAILURE! - in com\.tallyhouse\.ledger\.MoneyTest$",
      r"\[ERROR\] Failures: $", r"\[ERROR\]   MoneyTest\.addsSameCurrency:18 expected:", r"\[ERROR\] Errors: $",
      r"\[ERROR\]   LedgerTest\.chronologicalStartsWithSalary:33 » UnsupportedOperation$",
      r"\[ERROR\] Tests run: 12, Failures: 1, Errors: 1, Skipped: 0$",
      r"\[INFO\] BUILD FAILURE$", r"\[ERROR\] Failed to execute goal .*There are test failures\.$", DONE],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "two steps: `mvn -B -v` (version lines), then `mvn verify`, surefire + Jupiter over three "
     "classes, 12 tests, trimmed stacks. Two causes, each labelled on surefire's test line: "
     "Ledger.chronological sorts the list it was given in place, and the test built it with "
     "List.of (`<<< ERROR!`, `java.lang.UnsupportedOperationException`, no message), and Money "
     "has no equals(), so two equal amounts compare by identity (`<<< FAILURE!`, `expected: "
     "<com.tallyhouse.ledger.Money@63a65a25> but was: <...Money@54c562f7>`). The exception lines "
     "under them belong to them (neither list); the class summaries, the Results section, the "
     "totals, BUILD FAILURE, `Failed to execute goal` and the runner's line are cascade. The "
     "`[0m[0m` resets Maven writes are ordinary. tally from surefire (it prints no passed count)")

case("ci-java-maven-ledger-success-crlf", f"{MVN}, {JDK}",
     "sh -c 'set -ex; java -version; mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify'", "test", [], [],
     {"tests_passed": 12, "tests_failed": 0, "errors": 0, "tests_skipped": 0},
     "success, CRLF. The ledger project fixed (Money gains equals/hashCode, chronological sorts a "
     "copy): 12 tests, BUILD SUCCESS. tests_passed is surefire's `Tests run: 12` with no failures, "
     "errors or skips")

case("ci-java-gradle-public-class-wrong-file-name", f"{GRADLE}, {JDK}",
     "bash ci/build.sh (set -euo pipefail; java -version; gradle --version; gradle --offline --no-daemon --console=plain clean build)", "build",
     [(r"^:compileJava/tmp/wisptriage-holdout15-jvmjs/java-gradle-timesheets/src/main/java/com/clockrow/timesheets/ReportWriter\.java:8: error: class CsvReportWriter is public, should be declared in a file named CsvReportWriter\.java$",
       "src/main/java/com/clockrow/timesheets/ReportWriter.java:8")],
     [r"^1 error$", r"^ FAILED$", r"^FAILURE: Build failed with an exception\.$", r"^Execution failed for task ':compileJava'\.$",
      r"^> Compilation failed; see the compiler error output for details\.$", r"^BUILD FAILED in \d+s$"],
     {"errors": 1},
     "a GitLab-style script: java -version, gradle --version (Debian's gradle script prints the JVM "
     "banner again each time), Gradle 4.4 `clean build` in the plain console. The class in "
     "ReportWriter.java was renamed CsvReportWriter and the file was not: javac's `class "
     "CsvReportWriter is public, should be declared in a file named CsvReportWriter.java`, glued "
     "to Gradle's `:compileJava` prefix (labelled on that line). `1 error`, the task's ` FAILED`, "
     "`FAILURE: Build failed`, `Execution failed for task ':compileJava'.`, `> Compilation failed; "
     "see the compiler error output for details.` and `BUILD FAILED` are cascade; the `* Try:` "
     "block neither. tally errors 1 from javac's `1 error`")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("gha-ts-tsc-plain-missing-properties-possibly-undefined", f"{TSC}, {NODE}{GHA}",
     "npm ci; npx tsc --noEmit --pretty false (two steps)", "build",
     [(r"src/orders\.ts\(6,9\): error TS2739: Type '\{ street: string; city: string; \}' is missing the following properties from type 'Address': postcode, country$",
       "src/orders.ts:6"),
      (r"src/shipping\.ts\(8,14\): error TS18048: 'product' is possibly 'undefined'\.$", "src/shipping.ts:8")],
     [DONE],
     {},
     "two steps: npm ci, then tsc --noEmit --pretty false. Two causes in two files: "
     "createOrder builds an Address without postcode and country (TS2739), and parcelWeight "
     "uses findProduct's `Product | undefined` unchecked (TS18048). Plain tsc prints no count; "
     "the runner's line is cascade")

case("ci-ts-tsc-pretty-await-in-callback-used-before-assigned-color", f"{TSC} (--pretty), {NODE}",
     "bash ci/check.sh (set -euo pipefail; node --version; npm --version; npm ci; npm run typecheck = tsc --noEmit --pretty)", "build",
     [(r"^src/prune\.ts:7:31 - error TS1308: 'await' expressions are only allowed within async functions", "src/prune.ts:6"),
      (r"^src/report\.ts:6:10 - error TS2454: Variable 'largest' is used before being assigned\.$", "src/report.ts:4")],
     [r"^src/prune\.ts:10:9 - error TS1308: ", r"^src/report\.ts:9:64 - error TS2454: ", r"^Found 4 errors in 2 files\.$",
      r"^     2  src/prune\.ts:7$", r"^     2  src/report\.ts:6$"],
     {"errors": 4},
     "colour from tsc's own --pretty (texts keep the codes). A Buildkite-style script: versions, "
     "npm ci, npm run typecheck. Four errors, two causes: prune() awaits inside a "
     "`volumes.forEach((volume) => ...)` callback that is not async: two TS1308 (lines 7 and 10), "
     "each with the related location `Did you mean to mark this function as 'async'?` on line 6: "
     "one missing `async`, one cause, the second TS1308 cascade. And summary() declares `let "
     "largest: Snapshot` and reads it before any assignment: two TS2454 (lines 6 and 9), one "
     "declaration, one cause, the second cascade. `Found 4 errors in 2 files.` and the errors "
     "table rows are cascade; code frames and related locations neither. tally errors 4 from `Found 4 errors`")

case("js-eslint-stylish-unused-empty-case-declarations", f"ESLint 9.39.5 (stylish), {NODE}",
     "npm run lint (= eslint src)", "lint",
     [(r"^   6:12  error    'err' is defined but never used ", "src/display.js:6"),
      (r"^   6:17  error    Empty block statement ", "src/display.js:6"),
      (r"^   2:10  error    'formatTicket' is defined but never used ", "src/queue.js:2"),
      (r"^  7:7  error  Unexpected lexical declaration in case block  no-case-declarations$", "src/tickets.js:7")],
     [r"^✖ 6 problems \(4 errors, 2 warnings\)$"],
     {"errors": 4, "warnings": 2},
     "eslint 9 stylish (js recommended, no colour off a terminal). Four errors, each its own cause "
     "(the convention for lint findings): display.js's `catch (err) {}` is both no-unused-vars "
     "(eslint 9 checks caught errors) and no-empty (two findings, two rules at one place), "
     "queue.js imports formatTicket and never uses it, and tickets.js declares `const prefix` "
     "directly in a case clause (no-case-declarations). The no-console and prefer-const warnings "
     "are in neither list; `✖ 6 problems (4 errors, 2 warnings)` is cascade, the `--fix` hint "
     "neither")

case("gha-js-jest-verbose-to-have-property-and-resolved-long", f"Jest 29.7.0, {NODE}{GHA}",
     "npm ci; npm test (= jest --ci --verbose) (two steps)", "test",
     [(T + r"    expect\(received\)\.toHaveProperty\(path, value\)$", "src/banks.js:24"),
      (T + r"    expect\(received\)\.rejects\.toThrow\(\)$", "src/banks.js:30")],
     [T + r"FAIL __tests__/banks\.test\.js$", r"✕ an unknown bank has a null name", r"✕ an invalid IBAN is refused before the fetch",
      T + r"  ● lookup › an unknown bank has a null name$", T + r"  ● lookupRemote › an invalid IBAN is refused before the fetch$",
      T + r"Test Suites: 1 failed, 1 passed, 2 total$", T + r"Tests:       2 failed, 211 passed, 213 total$", DONE],
     {"tests_passed": 211, "tests_failed": 2},
     "gzipped, long. Two steps: npm ci, then jest --ci --verbose: 206 passing IBAN rows in "
     "iban.test.js, then banks.test.js with two failures. lookup() returns `{ country, bank: null }` "
     "for an unknown bank where the test expects `name: null` (`expect(received).toHaveProperty(path, "
     "value)`, `Received path: []`), and lookupRemote returns null for an invalid IBAN instead of "
     "rejecting (`expect(received).rejects.toThrow()`, `Received promise resolved instead of "
     "rejected`). Each labelled on its expect line under the ● heading; the FAIL line, the ✕ "
     "lines, the ● headings, the totals and the runner's line are cascade. Code frames and frames "
     "neither. tally from jest's Tests line (no skipped count printed)", gz=True)

case("gha-ts-tsc-vitest-skip-todo-success", f"{TSC}, Vitest 3.2.7, {NODE}{GHA}",
     "npm ci; npx tsc --noEmit; npx vitest run (three steps)", "test", [], [],
     {"tests_passed": 5, "tests_skipped": 1},
     "success. Three steps: npm ci with npm 11's `npm warn install-scripts` lines (esbuild's "
     "postinstall, neither list), tsc --noEmit (silent), vitest run: `Tests  5 passed | 1 skipped "
     "| 1 todo (7)`. The todo is not counted as skipped here (vitest's own `2 skipped` in the file "
     "line counts both)")

case("js-npm-workspaces-mocha-strict-equal-overspecified-color", f"Mocha 10.8.2 (--color), {NODE}",
     "npm test (= npm test --workspaces; each workspace: mocha --color)", "test",
     [(r"^     AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:$", "packages/api/lib/query.js:7"),
      (r"^     Error: Resolution method is overspecified\. Specify a callback \*or\* return a Promise; not both\.$",
       "packages/api/test/shelf.test.js:18")],
     [r"^    1\) reads the page as a number$", r"^    2\) refuses a duplicate$", r"^  2 failing$",
      r"^  1\) parseQuery$", r"^  2\) Shelf$",
      r"^npm error Lifecycle script `test` failed with error:$", r"^npm error code 2$",
      r"^npm error command failed$"],
     {"tests_passed": 8, "tests_failed": 2},
     "mocha's colour forced with --color (texts keep the codes). npm 11 runs `npm test "
     "--workspaces`: @bookshelf/shared's mocha passes (4 passing), @bookshelf/api's fails. Two "
     "causes: parseQuery leaves `page` a string (`AssertionError [ERR_ASSERTION]: Expected values "
     "to be strictly equal:` / `'3' !== 3`), and an async test that also takes `done` (`Error: "
     "Resolution method is overspecified. Specify a callback *or* return a Promise; not both.`). "
     "Each labelled on its error line under the numbered heading; the run's numbered lines, the "
     "headings, `2 failing` and npm's `npm error Lifecycle script ...`, `code 2` and `command "
     "failed` lines are cascade (npm's path/workspace/location/command lines are in neither). "
     "tally: 4 + 4 passing, 2 failing, summed over both workspaces")

case("gha-js-node-test-spec-falsy-and-undefined-map-long", f"node:test (spec reporter), {NODE}{GHA}",
     "node --version; npm test (= node --test --test-reporter=spec test/) (two steps)", "test",
     [(T + r"  ✖ includes a stop exactly at the radius \(", "src/stops.js:22"),
      (T + r"  ✖ a stop no route serves has none \(", "src/stops.js:26")],
     [T + r"✖ includes a stop exactly at the radius \(", T + r"✖ a stop no route serves has none \(",
      T + r"✖ nearest \(", T + r"✖ routesServing \(", T + r"ℹ fail 2$", T + r"✖ failing tests:$",
      (T + r" +AssertionError \[ERR_ASSERTION\]: The expression evaluated to a falsy value:$", 2),
      (T + r" +TypeError \[Error\]: Cannot read properties of undefined \(reading 'map'\)$", 2), DONE],
     {"tests_passed": 249, "tests_failed": 2, "tests_skipped": 0},
     "long. Two steps: node --version, then node --test with the spec reporter over two files, "
     "251 tests (240 generated rows pass). Two causes: within() uses `<` so a stop exactly at the "
     "radius is left out (assert.ok: `The expression evaluated to a falsy value:`), and "
     "routesServing reads `index[stopId].map` for a stop no route serves (`TypeError [Error]: "
     "Cannot read properties of undefined (reading 'map')`). Labelled on each failing test's "
     "indented `✖` line in the run part (as holdout10); the error lines under them, the parent "
     "suites' `✖`, `ℹ fail 2`, the `✖ failing tests:` section (which repeats the tests and "
     "errors) and the runner's line are cascade. tally from node:test's ℹ lines")

case("js-npm-workspaces-node-uncaught-invalid-time-value", f"{NODE}",
     "npm run build (= npm run build --workspaces --if-present)", "runtime",
     [(r"^RangeError: Invalid time value$", "packages/reports/data/counts.csv:8 (13.03.2025, read at scripts/build-weekly.js:10)")],
     [r"^npm error Lifecycle script `build` failed with error:$", r"^npm error code 1$", r"^npm error command failed$"],
     {},
     "npm 11 workspaces: the site workspace builds (`site: wrote 3 pages`), then the reports "
     "script reads a CSV in which one row's date is written `13.03.2025`: `new "
     "Date(date).toISOString()` throws node's uncaught `RangeError: Invalid time value`. One cause "
     "on the error line; node's `file:///...:10` location, source excerpt and caret, the frames and "
     "`Node.js v20.20.2` are in neither list; npm's `Lifecycle script`, `code 1` and `command "
     "failed` lines are cascade (path/workspace/location/command lines neither). No count")

case("js-webpack-default-export-and-unresolved-package-crlf", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE}",
     "npm run build (= webpack --mode production)", "build",
     [(r"^ERROR in \./src/index\.js 8:23-36$", "src/index.js:1"),
      (r"^ERROR in \./src/lib/format\.js 1:0-47$", "src/lib/format.js:1 (date-fns missing from package.json)")],
     [r"^export 'default' \(imported as 'api'\) was not found in '\./lib/api\.js' \(possible exports: fetchJson, postJson\)$",
      r"^Module not found: Error: Can't resolve 'date-fns' in ", r"^webpack 5\.113\.0 compiled with 2 errors in \d+ ms$"],
     {"errors": 2},
     "CRLF. webpack 5 production build of an ESM package (`\"type\": \"module\"`, so a missing "
     "export is an error). Two causes: index.js does `import api from \"./lib/api.js\"`, a module "
     "with only named exports (`export 'default' (imported as 'api') was not found in "
     "'./lib/api.js' (possible exports: fetchJson, postJson)`), and format.js imports date-fns, "
     "which was never added to package.json (`Module not found: Error: Can't resolve "
     "'date-fns'`, with the resolver trace). Each labelled on its `ERROR in` line; the message "
     "lines and `compiled with 2 errors` are cascade; the resolver trace and the ` @ ` import "
     "chain neither. tally errors 2 from webpack's count")

missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: c["id"]):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
