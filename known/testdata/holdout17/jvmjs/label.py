#!/usr/bin/env python3
"""Writes holdout17/jvmjs/manifest.jsonl: the labels are chosen by hand below; this only looks
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
# Maven's "-> [Help 1]" / "re-run with -e" block and Gradle's "* Try:" block are in neither list (as
# in holdout10-16)
P17 = "/tmp/wisptriage-holdout17-jvmjs"

# ------------------------------------------------------------------ Java
case("gha-java-javac-lossy-conversion-and-record-getter", f"{JDK}, GNU Make 4.3{GHA}",
     "javac -version; make build (javac -Xlint:all -d out <sources>) (two steps)", "build",
     [(T + r"src/net/voltline/tariffs/Bill\.java:24: error: incompatible types: possible lossy conversion from double to int$",
       "src/net/voltline/tariffs/Bill.java:24"),
      (T + r"src/net/voltline/tariffs/Main\.java:14: error: cannot find symbol$", "src/net/voltline/tariffs/Main.java:14")],
     [T + r"2 errors$", T + r"make: \*\*\* \[Makefile:8: out/\.stamp\] Error 1$", DONE],
     {"errors": 2},
     "two steps. javac -Xlint:all over five files: Bill.totalPence stores totalKwh() * pencePerKwh() "
     "(a double) in an int (`possible lossy conversion from double to int`), and Main calls getCode() "
     "on Tariff, a record whose accessor is code() (`cannot find symbol`, symbol/location notes). Two "
     "files, two causes on javac's error lines; code lines, carets and symbol/location notes in "
     "neither list; `2 errors`, make's Error 1 and the runner's line cascade. tally from javac's count")

case("ci-java-app-unchecked-io-nosuchfile-caused-by-crlf", f"{JDK}, GNU bash 5.2.15",
     "bash ci/smoke.sh (set -ex; java -version; javac; java -Dzones=conf/zones.csv -cp out io.trackr.geofence.Main)", "runtime",
     [(r'^Exception in thread "main" java\.io\.UncheckedIOException: cannot load zones from conf/zones\.csv$',
       "ci/smoke.sh:7 (-Dzones=conf/zones.csv; the file is config/zones.csv; thrown at src/io/trackr/geofence/ZoneLoader.java:26)")],
     [r"^Caused by: java\.nio\.file\.NoSuchFileException: conf/zones\.csv$"],
     {},
     "CRLF. A GitLab-style smoke script (set -ex): java -version, javac, then the geofence check "
     "with -Dzones=conf/zones.csv while the file lives in config/: ZoneLoader wraps the IOException: "
     "`Exception in thread \"main\" java.io.UncheckedIOException: cannot load zones from "
     "conf/zones.csv` <- `Caused by: java.nio.file.NoSuchFileException: conf/zones.csv` (the deepest, "
     "what it is). One cause on the `Exception in thread` line (the convention); `Caused by:` is "
     "cascade. The program's `geofence check starting` line, the OpenJDK banner, set -x lines, frames "
     "and `... 1 more` are in neither list. No count")

case("ci-java-junitcore-percentile-and-timeout", f"JUnit 4.13.2 (JUnitCore), {JDK}",
     "bash ci/test.sh (javac main and test; java org.junit.runner.JUnitCore <3 classes>)", "test",
     [(r"^java\.lang\.AssertionError: expected:<95\.0> but was:<40\.0>$", "src/main/java/org/quayside/throttle/LatencyStats.java:18"),
      (r"^org\.junit\.runners\.model\.TestTimedOutException: test timed out after 500 milliseconds$",
       "src/main/java/org/quayside/throttle/TokenBucket.java:20")],
     [r"^1\) p99IsTheSlowestOfTen\(org\.quayside\.throttle\.LatencyStatsTest\)$",
      r"^2\) refillsWithinAFewMilliseconds\(org\.quayside\.throttle\.TokenBucketTest\)$",
      r"^There were 2 failures:$", r"^FAILURES!!!$", r"^Tests run: 8,  Failures: 2$"],
     {"tests_failed": 2},
     "a Jenkins-style stage script (set -eu, no trace): javac (silent), JUnitCore over three classes "
     "(8 tests). LatencyStats.percentile indexes rank - 2 (`expected:<95.0> but was:<40.0>`), and "
     "TokenBucket.refill adds elapsedMs / 1000 * rate in integer arithmetic, so a bucket never refills "
     "within a second and acquire() sleeps until the @Test(timeout = 500) ends it "
     "(`TestTimedOutException: test timed out after 500 milliseconds`, frames in Thread.sleep). Two "
     "causes on the exception lines under the numbered headings; headings, `There were 2 failures:`, "
     "`FAILURES!!!`, `Tests run:` cascade; dots/E progress line, `Time:` and frames neither. JUnitCore "
     "prints no passed count")

case("java-junit5-console-tree-csv-row-assertall-and-parse-color", f"{LAUNCHER}, {JDK}",
     "bash ci/build.sh && java -jar junit-platform-console-standalone.jar -cp out/main:out/test --select-package dev.kitchenscale.units --disable-banner", "test",
     [(r"1 tsp = 4\.93 ml ✘ expected: <4\.93> but was: <4\.9>$", "src/main/java/dev/kitchenscale/units/Converter.java:21"),
      (r"displaysWholeAndFractionalAmounts\(\) ✘ Multiple Failures \(1 failure\)$", "src/main/java/dev/kitchenscale/units/Quantity.java:10"),
      (r"acceptsCapitalisedUnits\(\) ✘ not a quantity: 2 Tbsp$", "src/main/java/dev/kitchenscale/units/Parser.java:7")],
     [r"^│  │        \s*org\.opentest4j\.AssertionFailedError: expected: <0\.25 cup> but was: <0\.3 cup>$",
      r"^Failures \(3\):$",
      r"^  JUnit Jupiter:ConverterTest:converts\(double, String, double, String\):1 tsp = 4\.93 ml$",
      r"^  JUnit Jupiter:ConverterTest:displaysWholeAndFractionalAmounts\(\)$",
      r"^  JUnit Jupiter:ParserTest:acceptsCapitalisedUnits\(\)$",
      r"^    => org\.opentest4j\.AssertionFailedError: expected: <4\.93> but was: <4\.9>$",
      r"^    => org\.opentest4j\.MultipleFailuresError: Multiple Failures \(1 failure\)$",
      r"^\torg\.opentest4j\.AssertionFailedError: expected: <0\.25 cup> but was: <0\.3 cup>$",
      r"^       Suppressed: org\.opentest4j\.AssertionFailedError: expected: <0\.25 cup> but was: <0\.3 cup>$",
      r"^    => java\.lang\.IllegalArgumentException: not a quantity: 2 Tbsp$",
      r"^\[\s+3 tests failed\s+\]$"],
     {"tests_passed": 8, "tests_failed": 3, "tests_skipped": 0},
     "javac (silent), then the console launcher with its default tree, coloured (its default). 11 "
     "tests, three independent failures: the @CsvSource row `1 tsp = 4.93 ml` (Converter rounds to "
     "one decimal: `expected: <4.93> but was: <4.9>`), assertAll in displaysWholeAndFractionalAmounts "
     "(`Multiple Failures (1 failure)`, the inner `expected: <0.25 cup> but was: <0.3 cup>` on the "
     "next tree line: Quantity.display's %.1f), and Parser's lower-case-only regex (`not a quantity: "
     "2 Tbsp`). Causes on the tree's ✘ lines (as holdout16); the assertAll's inner line under the tree "
     "entry, the Failures list (header, entries, `=>` lines, the inner and `Suppressed:` repeats) and "
     "the box's `3 tests failed` are cascade; MethodSource lines, frames, `[...]` and the other box "
     "lines neither. tally from the box")

case("gha-java-maven-surefire-cme-and-strip", f"{MVN}{GHA}",
     "mvn -B -v; mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify (two steps)", "test",
     [(T + r"\[ERROR\] toleratesSpacesAfterCommas  Time elapsed: [\d.]+ s  <<< FAILURE!$", "src/main/java/org/clubhouse/roster/CsvImport.java:19"),
      (T + r"\[ERROR\] purgesLapsedMembers  Time elapsed: [\d.]+ s  <<< ERROR!$", "src/main/java/org/clubhouse/roster/Roster.java:21")],
     [T + r"\[ERROR\] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: .* <<< FAILURE! - in org\.clubhouse\.roster\.CsvImportTest$",
      T + r"org\.opentest4j\.AssertionFailedError: expected: <cy@example\.org> but was: < cy@example\.org>$",
      T + r"\[ERROR\] Tests run: 2, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: .* <<< FAILURE! - in org\.clubhouse\.roster\.RosterTest$",
      T + r"java\.util\.ConcurrentModificationException$",
      T + r"\[ERROR\] Failures: $", T + r"\[ERROR\]   CsvImportTest\.toleratesSpacesAfterCommas:24 expected",
      T + r"\[ERROR\] Errors: $", T + r"\[ERROR\]   RosterTest\.purgesLapsedMembers:25 » ConcurrentModification$",
      T + r"\[ERROR\] Tests run: 6, Failures: 1, Errors: 1, Skipped: 0$", T + r"\[INFO\] BUILD FAILURE$",
      T + r"\[ERROR\] Failed to execute goal org\.apache\.maven\.plugins:maven-surefire-plugin", DONE],
     {"tests_passed": 4, "tests_failed": 1, "errors": 1, "tests_skipped": 0},
     "two steps (mvn -B -v, then mvn verify offline). Surefire over three classes, 6 tests: "
     "CsvImport splits on \",\" and strips only the date, so `Cy, cy@example.org` keeps its space "
     "(`<<< FAILURE!`, `expected: <cy@example.org> but was: < cy@example.org>`), and Roster.purgeLapsed "
     "removes from the list its for-each walks (`<<< ERROR!`, `java.util.ConcurrentModificationException`). "
     "Two causes on the test headers (the convention); the class `Tests run: ... <<< FAILURE!` lines, "
     "the exception lines, the Results lists, `Tests run: 6`, BUILD FAILURE, `Failed to execute goal` "
     "and the runner's line are cascade; `Please refer to` lines, the [Help 1] block, frames and the "
     "mvn -v banner neither. tally: surefire's totals (passed = run - failures - errors)")

case("ci-java-maven-roster-success-crlf", f"{MVN}, GNU bash 5.2.15",
     "bash -c 'set -ex; java -version; mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo verify' (the project fixed)", "test",
     [], [],
     {"tests_passed": 6, "tests_failed": 0, "errors": 0, "tests_skipped": 0},
     "CRLF. success: the same project with both fixes applied by gen.sh (List.copyOf, strip()): "
     "6 tests, `Tests run: 6, Failures: 0, Errors: 0, Skipped: 0`, jar built, BUILD SUCCESS. No root "
     "causes; nothing in either list")

case("ci-java-gradle-jupiter-test-in-junit4-build", f"{GRADLE}, {JDK}",
     "bash ci/build.sh (set -euo pipefail; java -version; gradle --offline --no-daemon --console=plain clean build)", "build",
     [(r"MoneyTest\.java:3: error: package org\.junit\.jupiter\.api does not exist$",
       "build.gradle:14 (JUnit 4 on the test classpath; src/test/java/com/tillroll/receipts/MoneyTest.java:3 is written for JUnit 5)")],
     [(r"MoneyTest\.java:\d+: error: ", 7), r"^7 errors$", r"^ FAILED$", r"^FAILURE: Build failed with an exception\.$",
      r"^Execution failed for task ':compileTestJava'\.$", r"^> Compilation failed; see the compiler error output for details\.$",
      r"^BUILD FAILED in \d+s$"],
     {"errors": 7},
     "a GitLab-style script: java -version, Gradle 4.4 `clean build`: main compiles and jars, then "
     "a new MoneyTest written for JUnit 5 (Jupiter imports, @ParameterizedTest/@CsvSource) in a build "
     "whose test classpath has only JUnit 4: seven javac errors (`package org.junit.jupiter.api does not "
     "exist`, `static import only from classes and interfaces`, the params packages, three `cannot "
     "find symbol`), one cause. Gradle's `:compileTestJava` progress line is glued to the first error "
     "(stdout and stderr interleave; its ` FAILED` comes after `7 errors`); the cause is labelled on "
     "that glued first error line. The other six errors, `7 errors`, ` FAILED`, `FAILURE: Build "
     "failed`, `Execution failed for task ':compileTestJava'.`, `> Compilation failed` and `BUILD "
     "FAILED` are cascade; `* Try:`, `* Get more help`, banners and `4 actionable tasks` neither. "
     "tally errors from javac's `7 errors`")

# ------------------------------------------------------------------ JavaScript / TypeScript
case("gha-ts-tsc-pretty-argument-and-possibly-undefined-color", f"{TSC}, {NODE}{GHA}",
     "npm ci; npx tsc --noEmit --pretty (two steps)", "build",
     [(T + r"src/index\.ts:11:39 - error TS2345: ", "src/index.ts:11"),
      (T + r"src/schedule\.ts:10:9 - error TS2322: ", "src/schedule.ts:10")],
     [T + r"Found 2 errors in 2 files\.$", DONE],
     {"errors": 2},
     "two steps: npm ci (nothing to fetch), then tsc --noEmit --pretty (colour forced by --pretty): "
     "roomsFor(\"6\") passes a string for a number (TS2345) and `const name: string = room?.name` "
     "(TS2322, `Type 'undefined' is not assignable` elaboration). Two files, two causes on tsc's "
     "error lines; `Found 2 errors in 2 files.` and the runner's line cascade; code frames, "
     "elaboration and the `Errors  Files` table neither. tally from `Found 2 errors`")

case("ci-ts-tsc-pretty-bookings-success", f"{TSC}, {NODE}",
     "bash -c 'set -ex; node --version; npm ci; npx tsc --noEmit --pretty; echo typecheck ok' (the project fixed)", "build",
     [], [], {},
     "success: the same project fixed by gen.sh (roomsFor(6), `?? b.roomId`): npm ci, tsc prints "
     "nothing, `typecheck ok`. tsc prints no count when there is no error")

case("js-eslint-stylish-prototype-unreachable-undef", f"ESLint 9.39.5 (stylish), {NODE}",
     "npm run lint (= eslint src)", "lint",
     [(r"^  5:14  error  Do not access Object\.prototype method 'hasOwnProperty' from target object  no-prototype-builtins$", "src/labels.js:5"),
      (r"^  14:3 +error +Unreachable code +no-unreachable$", "src/rates.js:14"),
      (r"^  19:34 +error +'surchargePence' is not defined +no-undef$", "src/rates.js:19")],
     [r"^✖ 4 problems \(3 errors, 1 warning\)$"],
     {"errors": 3, "warnings": 1},
     "eslint 9 stylish (install not shown): no-prototype-builtins (parcel.hasOwnProperty), "
     "no-unreachable (a console.warn after return) and no-undef (surchargePence never declared), "
     "each its own cause; the prefer-const warning (`let remote`) and the `--fix` hint are in neither "
     "list; `✖ 4 problems` is cascade. npm 11 prints no `npm error` lines here")

case("js-jest-ci-snapshot-not-written-and-tobe", f"Jest 29.7.0, {NODE}",
     "npm test (= jest --ci)", "test",
     [(r"^    expect\(received\)\.toBe\(expected\) // Object\.is equality$", "__tests__/shipping.test.js:18 (chargeableKg takes the larger weight)"),
      (r"^    expect\(received\)\.toMatchSnapshot\(\)$", "__tests__/label.test.js:8 (the snapshot file was never committed)")],
     [r"^FAIL __tests__/shipping\.test\.js$", r"^FAIL __tests__/label\.test\.js$",
      r"^  ● shipping › chargeable weight of a light bulky parcel$", r"^  ● renders an express label$",
      r"^    New snapshot was not written\. The update flag must be explicitly passed",
      r"^ › 1 snapshot failed\.$", r"^ › 1 snapshot failed from 1 test suite\.",
      r"^Test Suites: 2 failed, 2 total$", r"^Tests:       2 failed, 4 passed, 6 total$", r"^Snapshots:   1 failed, 1 total$"],
     {"tests_passed": 4, "tests_failed": 2},
     "jest --ci, default reporter (install not shown): a test expects chargeableKg to return the "
     "volumetric weight of a light parcel although it returns the larger (`expect(received).toBe"
     "(expected)`, Expected 0.046 / Received 0.3), and a label test's toMatchSnapshot has no committed "
     "snapshot, which --ci refuses to write (`New snapshot was not written. The update flag must be "
     "explicitly passed ...`). Two causes on the `expect(...)` lines; FAIL lines, ● headings, the "
     "`New snapshot was not written` line, the snapshot summary and the totals are cascade; "
     "Expected/Received, the Received object, code frames and `at` lines neither. Jest may run the "
     "two files in another order")

case("js-vitest-default-undefined-key-and-overnight", f"Vitest 3.2.7, {TSC}, {NODE}",
     "npm test (= vitest run)", "test",
     [(r"^AssertionError: expected \{ audit: 180, undefined: 60 \} to deeply equal", "src/hours.ts:20"),
      (r"^AssertionError: expected \+0 to be 60 // Object\.is equality$", "src/hours.ts:14")],
     [r"^ ❯ test/week\.test\.ts \(3 tests \| 1 failed\)", r"^ ❯ test/hours\.test\.ts \(3 tests \| 1 failed\)",
      r"^   × week > counts a night shift", r"^   × hours > groups untagged time",
      r"^     → expected \{ audit: 180", r"^     → expected \+0 to be 60",
      r"Failed Tests 2", r"^ FAIL  test/hours\.test\.ts > hours > groups untagged time under \(none\)$",
      r"^ FAIL  test/week\.test\.ts > week > counts a night shift that ends after midnight$",
      r"^ Test Files  2 failed \(2\)$", r"^      Tests  2 failed \| 4 passed \(6\)$"],
     {"tests_passed": 4, "tests_failed": 2},
     "vitest run, default reporter (install not shown; it colours its diffs even without a TTY). "
     "byProject keys untagged entries by `e.project!` (the key `undefined`, not `(none)`), and worked() "
     "goes negative for a shift past midnight, so overtime is 0. Two causes on the AssertionError "
     "lines under the FAIL headings; the file lines, ×/→ lines, `Failed Tests 2`, FAIL headings and "
     "the totals are cascade; diffs, code frames, ❯ locations, `Start at` and `Duration` neither. "
     "The two files may finish in the other order")

case("gha-js-node-test-tap-dotted-sort-code-long", f"node:test (Node v20.20.2, TAP reporter), npm 11.19.1{GHA}",
     "node --version; npm test (= node --test --test-reporter=tap test/) (two steps)", "test",
     [(T + r"not ok 6 - dotted sort code$", "src/sortcode.js:2 (dots not stripped)")],
     [T + r"  error: 'not a sort code: 60\.16\.13'$", T + r"# fail 1$", DONE],
     {"tests_passed": 47, "tests_failed": 1, "tests_skipped": 0},
     "Gzipped, long. two steps: node --version, then node --test with the TAP reporter over 48 tests "
     "(IBAN checks for ten countries, lower-case and corrupted copies, formatting; sort codes): 47 ok, "
     "then parseSortCode strips only dashes and spaces, so `60.16.13` throws RangeError. One cause on "
     "the `not ok` line (as the earlier holdouts' TAP logs); the YAML `error:` line, `# fail 1` and "
     "the runner's line are cascade; the YAML block's other keys and stack neither. tally from # pass "
     "/ # fail / # skipped", gz=True)

case("gha-js-npm-ci-lock-out-of-sync", f"{NODE}{GHA}",
     "node --version; npm ci (two steps; npm run lint skipped)", "build",
     [(T + r"npm error `npm ci` can only install packages when your package\.json and package-lock\.json or npm-shrinkwrap\.json are in sync\.",
       "package.json:14 (typescript added without updating package-lock.json)")],
     [T + r"npm error Missing: typescript@5\.9\.3 from lock file$", DONE],
     {},
     "two steps: node --version, then npm ci after typescript was added to package.json's "
     "devDependencies without running npm install: `npm error code EUSAGE`, then `npm ci can only "
     "install packages when your package.json and package-lock.json ... are in sync`, `Missing: "
     "typescript@5.9.3 from lock file`, and npm ci's whole usage text as `npm error` lines. One cause "
     "on the `can only install` line; the `Missing:` line and the runner's line are cascade; `code "
     "EUSAGE`, the usage/options text, blank `npm error` lines and the debug-log path neither (as "
     "holdout15's npm ci log). The lint step never runs")

case("js-webpack-case-mismatch-module-not-found", f"webpack 5.113.0, webpack-cli 5.1.4, {NODE}",
     "npm run build (= webpack --mode production)", "build",
     [(r"^ERROR in \./src/components/OrderRow\.js 1:0-47$", "src/components/OrderRow.js:1 ('./statusBadge.js' for StatusBadge.js)")],
     [r"^Module not found: Error: Can't resolve '\./statusBadge\.js' in ", r"^webpack 5\.113\.0 compiled with 1 error in \d+ ms$"],
     {"errors": 1},
     "webpack 5 production build (install not shown): OrderRow imports `./statusBadge.js` but the "
     "file is StatusBadge.js (works on a case-insensitive disk, fails on Linux CI). One cause on the "
     "`ERROR in` line; `Module not found` and `compiled with 1 error` are cascade; webpack's `Did you "
     "mean './StatusBadge.js'?` hint and case explanation, the resolver trace and ` @ ` chain neither")

missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: c["id"]):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
