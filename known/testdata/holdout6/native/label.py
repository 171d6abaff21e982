#!/usr/bin/env python3
"""Writes holdout6/native/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant) so a regeneration that
moves lines is re-labelled the same way, or stops when a pattern no longer fits."""
import gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
exits = dict(l.rstrip("\n").split("\t") for l in open(f"{here}/logs/exits.tsv"))


def lines_of(f):
    p = f"{here}/{f}"
    data = gzip.open(p).read() if p.endswith(".gz") else open(p, "rb").read()
    ls = data.decode().split("\n")
    if ls and ls[-1] == "":
        ls.pop()
    return [l.rstrip("\r") for l in ls]


def find(ls, pat, n=1):
    """the line numbers whose text matches pat (a regex, searched); n = how many are expected"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, l)]
    if n is not None and len(hits) != n:
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits}, want {n}")
    return hits


out = []


def case(id, producer, command, kind, roots, cascade, tally, notes, gz=False):
    f = f"logs/{id}.log" + (".gz" if gz else "")
    ls = lines_of(f)
    rc = int(exits[id])
    rcs = []
    for r in roots:
        pat, src = r[0], r[1]
        n, which = (r[2], r[3]) if len(r) > 2 else (1, 0)
        k = find(ls, pat, n)[which]
        rcs.append({"line": k, "source": src, "text": ls[k - 1]})
    cas = []
    for c in cascade:
        pat, n = (c, 1) if isinstance(c, str) else c
        cas += find(ls, pat, n)
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


GCC = "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"
GXX = "g++ (Debian 12.2.0-14+deb12u1) 12.2.0"
MAKE = "GNU Make 4.3"
CMAKE = "cmake 3.25.1"
NINJA = "ninja 1.11.1"
GTEST = "GoogleTest 1.12.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"

# ------------------------------------------------------------------ compile and link errors
case("gha-c-make-undeclared-typo", f"{GCC}, {MAKE}{GHA}", "gcc --version; make CC=gcc (two steps)",
     "build",
     [(r"stats\.c:11:24: error: ‘totl’ undeclared", "stats.c:11:24")],
     [r"make: \*\*\* \[Makefile:10: stats\.o\] Error 1", DONE],
     {},
     "two-step job, gcc --version passes; make: table.c compiles with three warnings (strdup "
     "undeclared under -std=c11, the int-to-pointer assignment that follows, an unused variable), "
     "then stats.c stops on a typo'd variable, 'totl' for 'total' (gcc suggests the fix). The "
     "'each undeclared identifier is reported only once' note and the -Wreturn-type warning after it "
     "belong to the error; make's Error 1 and the runner's exit line are cascade")

case("gha-cpp-cmake-missing-include-map-color", f"{CMAKE}, {GXX}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build (two steps)", "build",
     [(r"catalog\.hpp:23:10:.*error: .*map.* in namespace .*std.* does not name a template type",
       "include/inventory/catalog.hpp:23:10")],
     [(r"error: .*by_sku_.* was not declared in this scope", 4),
      r"gmake\[2\]: \*\*\* .*catalog\.cpp\.o\] Error 1", r"gmake\[1\]: \*\*\* .* Error 2",
      r"gmake: \*\*\* \[Makefile:91: all\] Error 2", DONE],
     {},
     "two-step job, configure passes; colour forced by the project's -fdiagnostics-color=always. "
     "include/inventory/catalog.hpp declares a std::map member without #include <map> (gcc's note "
     "says so, with a fix-it line): one root cause, the first error. The member by_sku_ is then "
     "undeclared in size() (the header) and in three member functions of catalog.cpp: four "
     "follow-on errors, cascade, with cmake's three gmake Error lines. Texts keep the escape codes")

case("cpp-ninja-no-declaration-matches-long", f"{CMAKE}, {NINJA}, {GXX}",
     "cmake -S . -B build -G Ninja && cmake --build build -j 1", "build",
     [(r"config_parser\.cpp:22:8: error: no declaration matches", "src/config/config_parser.cpp:22:8")],
     [r"^FAILED: CMakeFiles/geokit\.dir/src/config/config_parser\.cpp\.o",
      r"^ninja: build stopped: subcommand failed\."],
     {},
     "long (378 lines): configure, then ninja -j1 compiles 80 small C++ files with 68 warnings "
     "(unused parameter, sign-compare: warnings only) and fails on the 81st: ConfigParser::parse is "
     "defined taking std::string_view while the header declares const std::string& ('no declaration "
     "matches'; the notes 'candidate is' and 'defined here' point into the header). The "
     "-Wunused-function warning for trim() after it is a consequence but only a warning. ninja's "
     "FAILED: line (above the error, with the compile command) and 'build stopped' are cascade. No "
     "tally: neither gcc nor ninja prints a count")

case("c-make-k-conflicting-types-color", f"{GCC}, {MAKE}", "make -k", "build",
     [(r"ring\.c:19:5:.*error: .*conflicting types for .*ring_push", "ring.c:19:5"),
      (r"consumer\.c:12:28:.*error: .*too few arguments to function .*ring_peek", "consumer.c:12:28")],
     [r"make: \*\*\* \[Makefile:9: ring\.o\] Error 1", r"make: \*\*\* \[Makefile:9: consumer\.o\] Error 1",
      r"make: Target 'ringdemo' not remade because of errors\."],
     {},
     "make -k, gcc with -fdiagnostics-color=always (texts keep the escape codes). Two independent "
     "errors around one header: ring.c defines ring_push with 'unsigned len' where ring.h says "
     "size_t (conflicting types, with the 'previous declaration' note), and consumer.c calls "
     "ring_peek with two arguments instead of three. consumer.c's strnlen and unused-variable "
     "warnings and main.c's unused parameters are only warnings. make's two Error 1 lines and "
     "'not remade' are cascade")

case("gha-c-cmake-forgotten-source-undefined-ref", f"{CMAKE}, {GCC}, {MAKE}, GNU ld 2.40{GHA}",
     "cmake -S . -B build; cmake --build build (two steps)", "build",
     [(r"undefined reference to `csv_needs_quote'", "writer.c")],
     [r"undefined reference to `csv_quote'", r"collect2: error: ld returned 1 exit status",
      r"gmake\[2\]: \*\*\* .*csvcut\] Error 1", r"gmake\[1\]: \*\*\* .* Error 2",
      r"gmake: \*\*\* \[Makefile:91: all\] Error 2", DONE],
     {},
     "two-step job, configure passes; src/quote.c is missing from add_library in CMakeLists.txt, so "
     "the static library builds and the first tool's link fails: csv_write_row (writer.c) references "
     "csv_needs_quote and csv_quote, both defined in the forgotten file. One root cause (the first "
     "undefined reference; the second names the other function of the same missing file, cascade), "
     "then collect2 and the gmake Error lines. ld's 'in function' preamble above is as defensible")

case("gha-c-pkgconfig-libcurl-missing", f"pkg-config 1.8.1, {GCC}, {MAKE}{GHA}",
     "pkg-config --version; make (two steps)", "build",
     [(r"Z Package libcurl was not found in the pkg-config search path\.", None, 2, 0)],
     [(r"Z Package libcurl was not found in the pkg-config search path\.", 2),
      r"fetch\.c:3:10: fatal error: curl/curl\.h: No such file or directory",
      r"Z compilation terminated\.", r"make: \*\*\* \[Makefile:11: fetch\.o\] Error 1", DONE],
     {},
     "two-step job; the Makefile takes CFLAGS and LDLIBS from `pkg-config ... libcurl`, and the "
     "libcurl development package is not installed. pkg-config complains once per expansion (lines "
     "10-13 for main.o, again 15-18 for fetch.o), main.c (which needs no curl) compiles, fetch.c "
     "stops on 'fatal error: curl/curl.h: No such file or directory'. One cause: labelled on the "
     "first pkg-config message (the first sign of the missing package); the fatal error (20) is as "
     "defensible and is listed as cascade with the second pkg-config message, 'compilation "
     "terminated.' and make's Error 1")

# ------------------------------------------------------------------ tests
case("cpp-gtest-expect-eq-two-failures-long", f"{CMAKE}, {NINJA}, {GXX}, {GTEST}",
     "cmake -S . -B build -G Ninja && cmake --build build -j 1 && ./build/unit_tests", "test",
     [(r"textutil_test\.cpp:160: Failure", "textutil_test.cpp:160"),
      (r"textutil_test\.cpp:167: Failure", "textutil_test.cpp:167")],
     [r"^\[  FAILED  \] UrlDecode\.PlusIsSpaceInQuery \(", r"^\[  FAILED  \] Pairs/Levenshtein\.Distance/6, .* \(",
      r"^\[  FAILED  \] 2 tests, listed below:", r"^\[  FAILED  \] UrlDecode\.PlusIsSpaceInQuery$",
      r"^\[  FAILED  \] Pairs/Levenshtein\.Distance/6, where GetParam\(\) = \"kitten\" -> \"sitting\"$",
      r"^ 2 FAILED TESTS"],
     {"tests_passed": 151, "tests_failed": 2},
     "gzipped, 370 lines: cmake + ninja build, then the gtest binary runs 153 tests in 8 suites "
     "(three parametrized). Two independent EXPECT_EQ failures: url_decode does not turn '+' into a "
     "space (UrlDecode.PlusIsSpaceInQuery, line 96) and levenshtein counts a substitution as 2 "
     "(kitten -> sitting gives 5, want 3; a parametrized case, line 347). Labelled on gtest's "
     "'file:line: Failure' lines; the [  FAILED  ] lines and the final list are cascade. Passing "
     "ParseIntInvalid tests print 'parse_int: error: ...' to stderr on purpose (lines 20-26)",
     gz=True)

case("c-ctest-segfault-and-check-failure-crlf", f"{CMAKE}, {GCC}, {MAKE}, ctest 3.25.1",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure",
     "test",
     [(r"^4/8 Test #4: split \.+\*\*\*Exception: SegFault", None),
      (r"test_format\.c:11: CHECK_STR\(sb\.data, \"3 items, total 3\.50\"\) failed", "tests/test_format.c:11")],
     [r"^5/8 Test #5: format \.+\*\*\*Failed", r"test_format\.c:12: CHECK_INT\(sb\.len, 19\) failed",
      r"^2 check\(s\) failed", r"^75% tests passed, 2 tests failed out of 8",
      r"^The following tests FAILED:", r"^\t  4 - split \(SEGFAULT\)", r"^\t  5 - format \(Failed\)",
      r"^Errors while running CTest"],
     {"tests_failed": 2},
     "CRLF line ends (texts without the CR). configure and build (Unix Makefiles) pass, then ctest "
     "runs 8 plain C test programs. Two independent failures: test_split segfaults (sb_split drops "
     "a trailing empty field, the test indexes past it; its own output is lost, stdout being a pipe "
     "never flushed before the crash, so ctest's SegFault line is the root cause), and test_format "
     "fails two checks from one bug (%g prints 3.5, not 3.50; the length check at line 52 is the "
     "same cause, cascade). format's ***Failed line (49, above its output) is as defensible for the "
     "second; the summary, the FAILED list and 'Errors while running CTest' are cascade")

case("sh-make-check-golden-diff", f"{GCC} (cc), {MAKE}, dash 0.5.12 (sh), diffutils 3.8",
     "make check", "test",
     [(r"^FAIL: divzero$", None), (r"^FAIL: precedence$", None)],
     [r"^7 passed, 2 failed$", r"make: \*\*\* \[Makefile:8: check\] Error 1"],
     {},
     "make check runs a shell golden-file script: each tests/cases/*.in through ./calc, output "
     "compared with diff -u. Two independent failures, each a FAIL: line followed by its diff: "
     "divzero (the expected message names the expression) and precedence (calc parses * and / at "
     "the level of + and -). The diff headers carry file times, so they change when regenerated "
     "(line numbers do not). '7 passed, 2 failed' is the script's own summary, not a runner's: no "
     "tally; it and make's Error 1 are cascade")

# ------------------------------------------------------------------ shell and CI
case("gha-sh-gcovr-command-not-found", f"{GCC}, {MAKE}, GNU bash 5.2.15{GHA}",
     "make; make check; gcovr --root . --print-summary --fail-under-line 80 (three steps)", "mixed",
     [(r"bash: line 1: gcovr: command not found", None)],
     [DONE],
     {},
     "three-step job: make builds with --coverage, make check runs a test program whose 12 checks "
     "print 'ok N - ...' and '1..12' (all pass), then the coverage step calls gcovr, which is not "
     "installed on the runner: 'command not found', exit 127. The test program's TAP-like lines are "
     "its own output, not a runner's summary: no tally")

# ------------------------------------------------------------------ successes
case("gha-c-cmake-ninja-ctest-labels-skipped-success", f"{CMAKE}, {NINJA}, {GCC}, ctest 3.25.1{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release; cmake --build build -j 1; "
     "ctest --test-dir build --output-on-failure (three steps)", "mixed", [], [],
     {"tests_failed": 0, "tests_skipped": 1},
     "success: configure (Ninja), build of a library, a CLI and six test programs with two "
     "-Wunused-parameter warnings, then ctest over 9 tests with labels: 8 pass, cli_locale prints "
     "'SKIP: ...' and SKIP_REGULAR_EXPRESSION makes it ***Skipped (listed under 'The following tests "
     "did not run'). ctest prints '100% tests passed, 0 tests failed out of 9' and a Label Time "
     "Summary; no passed count of its own")

case("cpp-make-gtest-skipped-success-long", f"{GXX}, {MAKE}, {GTEST}", "make && make check", "mixed",
     [], [],
     {"tests_passed": 140, "tests_skipped": 3},
     "success, 436 lines: make compiles 25 C++ files (7 warnings: sign-compare, unused parameter) "
     "into a static library, then make check builds and runs the gtest binary: 143 tests in 26 "
     "suites (one parametrized over 20 zlib reference values), 140 pass and 3 call GTEST_SKIP "
     "(reasons: no -msse4.2, zlib not linked, CKS_SLOW_TESTS unset); '[  PASSED  ] 140 tests.' and "
     "'[  SKIPPED ] 3 tests, listed below:'")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
