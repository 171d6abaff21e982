#!/usr/bin/env python3
"""Writes holdout12/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits[:20]}, want {n}")
    return hits


out = []
seen = set()


def case(id, producer, command, kind, roots, cascade, tally, notes, gz=False):
    """roots: (pattern, source) or (pattern, source, n, which); cascade: pattern or (pattern, n)"""
    if id not in exits:
        sys.exit(f"{id}: not in logs/exits.tsv")
    seen.add(id)
    f = f"logs/{id}.log" + (".gz" if gz else "")
    ls = lines_of(f)
    rc = int(exits[id])
    rcs = []
    for r in roots:
        pat, src = r[0], r[1]
        n, which = (r[2], r[3]) if len(r) > 2 else (1, 0)
        k = find(ls, pat, n)[which]
        rcs.append({"line": k, "source": src, "text": ls[k - 1]})
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


GCC = "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"
GXX = "g++ (Debian 12.2.0-14+deb12u1) 12.2.0"
CLANG = "Debian clang version 14.0.6"
LD = "GNU ld (GNU Binutils for Debian) 2.40"
MAKE = "GNU Make 4.3"
CMAKE = "cmake 3.25.1"
CTEST = "ctest 3.25.1"
NINJA = "ninja 1.11.1"
GTEST = "GoogleTest 1.12.1"
BASH = "GNU bash 5.2.15"
APT = "apt 2.6.1"
VALGRIND = "valgrind-3.19.0"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
E = r"(?:\x1b\[[0-9;]*m\x1b\[K)*"  # gcc colour codes between tokens
G = r"\x1b\[[0-9;]*m"               # gtest colour codes

# ================================================================ compile errors
case("c-make-k-too-few-args-and-discarded-const-color", f"{GCC}, {MAKE}",
     "make -k EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [(r"src/main\.c:9:28:" + E + r" " + E + r"error: " + E + r"too few arguments to function", "src/main.c:9:28"),
      (r"src/trim\.c:9:16:" + E + r" " + E + r"error: " + E + r"return discards", "src/trim.c:9:16")],
     [r"^make: \*\*\* \[Makefile:11: build/main\.o\] Error 1$", r"^make: \*\*\* \[Makefile:11: build/trim\.o\] Error 1$",
      r"^cc1: some warnings being treated as errors$", r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gcc with -fdiagnostics-color=always (texts keep the codes), make -k. Two independent "
     "causes: slug.h's slugify() gained a `size_t cap` parameter and main.c still calls it with "
     "two arguments (`too few arguments to function ‘slugify’`, with a `declared here` note), "
     "and trim() returns its `const char *` argument as `char *` under "
     "-Werror=discarded-qualifiers (`return discards ‘const’ qualifier`). Cascade: `cc1: some "
     "warnings being treated as errors`, make's two Error 1 lines and `not remade`. utf8.c's "
     "`unused variable ‘unused_count’` warning is in neither list")

case("gha-cpp-clang-ninja-range-for-copies-unique-ptr", f"{CMAKE}, {NINJA}, clang++ 14.0.6{GHA}",
     "CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest (three steps, the last skipped)",
     "build",
     [(r"src/scene\.cpp:7:15: error: call to deleted constructor of 'std::unique_ptr<Shape>'$", "src/scene.cpp:7:15")],
     [r"FAILED: CMakeFiles/scene\.dir/src/scene\.cpp\.o $", r" 1 error generated\.$",
      r"ninja: build stopped: subcommand failed\.$", DONE],
     {},
     "three steps: configure with clang++, build with ninja, ctest (skipped). Scene::total_area "
     "iterates `for (auto s : shapes_)` over a vector of std::unique_ptr, copying each: "
     "`call to deleted constructor of 'std::unique_ptr<Shape>'`, with two notes in "
     "unique_ptr.h and stl_vector.h (notes: neither list). One cause. Cascade: ninja's `FAILED:` "
     "line, `1 error generated.`, `ninja: build stopped: subcommand failed.` and the runner's "
     "line. svg.cpp's `unused variable 'unused_margin'` warning and its `1 warning generated.` "
     "are in neither list")

case("sh-ci-clang-werror-format-and-unused-but-set-gz", f"{APT}, {CLANG}, {MAKE}, {BASH}",
     "./ci/build.sh (set -ex; apt-get install clang make; clang --version; make -k CC=clang)", "build",
     [(r"^src/mean\.c:5:9: error: variable 'last' set but not used \[-Werror,-Wunused-but-set-variable\]$", "src/mean.c:5:9"),
      (r"^src/print\.c:11:32: error: format specifies type 'int' but the argument has type 'size_t'", "src/print.c:11:32")],
     [(r"^1 error generated\.$", 2), r"^make: \*\*\* \[Makefile:10: src/mean\.o\] Error 1$",
      r"^make: \*\*\* \[Makefile:10: src/print\.o\] Error 1$", r"^make: Target 'histo' not remade because of errors\.$"],
     {},
     "gzipped. A CI script (set -ex): apt-get (everything already the newest version), clang "
     "--version, then make -k CC=clang with -Wall -Wextra -Werror over 17 files. Two independent "
     "findings, each a cause: mean.c's `variable 'last' set but not used "
     "[-Werror,-Wunused-but-set-variable]` (a leftover variable) and print.c's `format "
     "specifies type 'int' but the argument has type 'size_t'` (the bin index printed with %3d; "
     "clang's fix-it line `%3zu` belongs to it). Cascade: each `1 error generated.`, make's two "
     "Error 1 lines and `not remade`. The twelve stat*.c files compile cleanly after the errors",
     gz=True)

# ================================================================ link errors
case("c-make-header-global-multiple-definition-crlf", f"{GCC}, {LD}, {MAKE}", "make", "build",
     [(r"^/usr/bin/ld: src/log\.o:\(\.data\+0x0\): multiple definition of `log_level'; src/main\.o:\(\.data\+0x0\): first defined here$", "src/log.h:8")],
     [r"^/usr/bin/ld: src/config\.o:.*multiple definition of `log_level'", r"^/usr/bin/ld: src/sink_file\.o:.*multiple definition of `log_level'",
      r"^collect2: error: ld returned 1 exit status$", r"^make: \*\*\* \[Makefile:6: logd\] Error 1$"],
     {},
     "CRLF. log.h defines `int log_level = LOG_INFO;` instead of declaring it extern; every file "
     "that includes it defines the variable, and gcc 12 (-fno-common by default) leaves ld "
     "three `multiple definition of `log_level'; src/main.o:(.data+0x0): first defined here` "
     "lines, one per later object. One cause (the definition in the header, log.h:8), labelled "
     "on the first; the other two, collect2 and make's Error are cascade")

# ================================================================ make
case("sh-ci-recursive-make-k-j2-include-path-and-renamed-member", f"{APT}, {GCC}, {MAKE} (recursive, -k -j2), {BASH}",
     "./ci/build.sh (set -x; apt-get install build-essential make; cc --version | head -n1; make -k -j2)", "build",
     [(r"^imginfo\.c:2:10: fatal error: imgfmt\.h: No such file or directory$", "tools/Makefile:1"),
      (r"^pipeline\.c:18:19: error: ‘const struct image’ has no member named ‘stride’$", "app/pipeline.c:18:19")],
     [r"^imgsum\.c:2:10: fatal error: imgfmt\.h: No such file or directory$", (r"^compilation terminated\.$", 2),
      r"^make\[1\]: \*\*\* \[<builtin>: imginfo\.o\] Error 1$", r"^make\[1\]: \*\*\* \[<builtin>: imgsum\.o\] Error 1$",
      r"^make\[1\]: \*\*\* \[Makefile:8: pipeline\.o\] Error 1$",
      r"^make\[1\]: Target 'all' not remade because of errors\.$", r"^make\[1\]: Target 'imgproc' not remade because of errors\.$",
      r"^make: \*\*\* \[Makefile:8: tools\] Error 2$", r"^make: \*\*\* \[Makefile:8: app\] Error 2$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "a CI script (set -x): apt-get, then recursive make -k -j2 over lib/, tools/ and app/ (the "
     "two sub-makes after lib run in parallel, so their lines interleave). Two independent "
     "causes: tools/Makefile's CFLAGS lack -I../include, so both tools stop at `fatal error: "
     "imgfmt.h: No such file or directory` (one cause, labelled on imginfo.c's; imgsum.c's is "
     "cascade), and app/pipeline.c still reads the `stride` member, renamed to `pitch` "
     "(`‘const struct image’ has no member named ‘stride’`). Cascade: `compilation "
     "terminated.` twice, the sub-makes' Error 1 and `not remade` lines, the top make's two "
     "Error 2 and `not remade`. pipeline.c's -Wreturn-type warning (a consequence of the "
     "error) and the apt-get lines are in neither list")

# ================================================================ cmake, ninja
case("gha-cmake-renamed-source-cannot-find-source-file", f"{CMAKE}{GHA}",
     "cmake --version; cmake -S . -B build -G Ninja; cmake --build build (three steps, the last skipped)", "build",
     [(r"^\S+ CMake Error at CMakeLists\.txt:7 \(add_library\):$", "CMakeLists.txt:8", 2, 0)],
     [(r"^\S+ CMake Error at CMakeLists\.txt:7 \(add_library\):$", 2), r"CMake Generate step failed\.", DONE],
     {},
     "three steps. src/lexer.c was renamed to src/tokenizer.c and CMakeLists.txt still lists "
     "lexer.c: after `-- Configuring done`, `CMake Error at CMakeLists.txt:7 (add_library): "
     "Cannot find source file: src/lexer.c` (labelled on its first line, as CMake Errors are; "
     "source the list entry, CMakeLists.txt:8), then a second CMake Error at the same place, "
     "`No SOURCES given to target: rpn` (the same cause: cascade), `CMake Generate step "
     "failed.` and the runner's line")

case("sh-ci-ninja-no-build-ninja-configure-step-missing", f"{CMAKE}, {NINJA}, {BASH}",
     "./ci/build.sh (set -e; cmake --version | head -n1; ninja --version; mkdir -p build/.ccache; ninja -C build; ctest)",
     "build",
     [(r"^ninja: error: loading 'build\.ninja': No such file or directory$", "ci/build.sh")],
     [],
     {},
     "a CI script (set -e) whose configure step (cmake -G Ninja) was dropped: build/ exists "
     "(the script makes build/.ccache) but holds no build.ninja: `ninja: error: loading "
     "'build.ninja': No such file or directory`. One cause; `ninja: Entering directory` is "
     "ordinary")

# ================================================================ ctest, gtest
case("gha-c-ctest-timeout-property-and-shift-overflow", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build --output-on-failure (three steps)", "test",
     [(r"Test #4: pool_wait \.+\*\*\*Timeout +\d+\.\d+ sec$", "src/pool.c:17"),
      (r"tests/backoff_cap\.c:7: expected backoff_ms\(30, 100, 5000\) == 5000, got 0 and 5000$", "src/backoff.c:5")],
     [r"Test #6: backoff_cap \.+\*\*\*Failed", r"67% tests passed, 2 tests failed out of 6$",
      r"^\S+ \t  4 - pool_wait \(Timeout\)$", r"^\S+ \t  6 - backoff_cap \(Failed\)$", r"Errors while running CTest$", DONE],
     {"tests_passed": 4, "tests_failed": 2},
     "three steps: configure, build (make), ctest over six test programs. Two independent "
     "causes. pool_wait deadlocks: the workers never signal the pool's `idle` condition when "
     "the last job finishes, so pool_wait() waits forever; the test's TIMEOUT 3 property ends "
     "it: `***Timeout 3.01 sec`, after its only output `pool_wait: submitted 10 jobs, waiting` "
     "(nothing else says it failed, so the Timeout line is labelled; source the worker loop). "
     "backoff_cap: `base << attempt` overflows unsigned for attempt 30 and gives 0: the test's "
     "own `backoff_cap.c:7: expected ... got 0 and 5000`. Cascade: backoff_cap's `***Failed` "
     "line, the summary, the FAILED list, `Errors while running CTest`, the runner's line. The "
     "passing `backoff_cap: attempt 6 capped` line is ordinary output")

case("cpp-make-check-gtest-throws-nothing-and-assert-true-long-color", f"{GXX}, {GTEST}, {MAKE}",
     "make check GTEST_ARGS=--gtest_color=yes", "test",
     [(r"^tests/format_test\.cpp:27: Failure$", "tests/format_test.cpp:27"),
      (r"^tests/parse_test\.cpp:31: Failure$", "src/parse.cpp:27")],
     [(G + r"\[  FAILED  \] " + G + r"RoundTrip\.SplitEvenly", 2),
      (G + r"\[  FAILED  \] " + G + r"Inputs/ParseBad\.Throws/7", 2),
      G + r"\[  FAILED  \] " + G + r"2 tests, listed below:$", r"^ 2 FAILED TESTS$",
      r"^make: \*\*\* \[Makefile:13: check\] Error 1$"],
     {"tests_passed": 111, "tests_failed": 2},
     "long; gtest colour forced with --gtest_color=yes (coloured texts keep the codes). make "
     "builds the library and three test files and runs 113 tests (most of them parameterized "
     "rows). Two independent causes, each on gtest's `file:line: Failure` line: "
     "RoundTrip.SplitEvenly's ASSERT_TRUE (`Value of: add(add(third, third), third).cents == "
     "100`, `Actual: false`: a third of 1.00 EUR rounds to 33 cents and the sum is 99), and "
     "ParseBad.Throws/7's EXPECT_THROW on \"12.345 EUR\" (`Actual: it throws nothing.`: "
     "parse_money drops extra decimals silently, parse.cpp:27). Cascade: each failing test's "
     "`[  FAILED  ]` line and its line in the list below, `2 tests, listed below:`, `2 FAILED "
     "TESTS`, make's Error 1. tally from gtest's `[  PASSED  ] 111 tests.` and `2 FAILED TESTS`")

# ================================================================ valgrind
case("gha-c-valgrind-list-free-use-after-free", f"{GCC}, {MAKE}, {VALGRIND}{GHA}",
     "make all; make check; make memcheck (three steps)", "test",
     [(r"==\d+== Invalid read of size 8$", "src/list.c:30")],
     [r"==\d+== ERROR SUMMARY: 2 errors from 1 contexts", r"^\S+ make: \*\*\* \[Makefile:20: memcheck\] Error 1$", DONE],
     {"errors": 2},
     "three steps: make (gcc 12's own `-Wuse-after-free` warning points at the bug: a warning, "
     "in neither list, with its note), make check (both tests pass: the freed memory still "
     "holds the pointer), then make memcheck, which stops at the first test valgrind flags "
     "(--error-exitcode=1): list_free() reads n->next after free(n): `Invalid read of size 8` "
     "(its stack, `Address ... is 16 bytes inside a block of size 24 free'd` and `Block was "
     "alloc'd at` frames are its details: neither list). One cause. Cascade: `ERROR SUMMARY: 2 "
     "errors from 1 contexts`, make's Error 1 and the runner's line. `All heap blocks were "
     "freed -- no leaks are possible` and `test_list: ok` (printed late, stdout being "
     "buffered) are ordinary. tally errors from the ERROR SUMMARY")

# ================================================================ shell and CI
case("sh-set-e-release-doxygen-command-not-found", f"{GCC}, {MAKE}, {BASH}",
     "./ci/release.sh (set -e; make all; make check; doxygen docs/Doxyfile; tar ...)", "build",
     [(r"^\./ci/release\.sh: line 8: doxygen: command not found$", "ci/release.sh:8")],
     [],
     {},
     "a release script under set -e: make (gcc's `-Wuse-after-free` warning and its note: "
     "neither list), make check (two `ok` lines), `release: generating API docs`, then "
     "`./ci/release.sh: line 8: doxygen: command not found` (127) ends the script. One cause")

case("gha-sh-wait-ready-wrong-path-timeout-124", f"{GCC}, {MAKE}, coreutils 9.1 (timeout), {BASH}{GHA}",
     "make all check; ./build/kvserve --ready-file run/kvserve.ready --lifetime 6 & timeout 4 ./ci/wait-ready.sh; "
     "echo smoke tests (three steps, the last skipped)", "test",
     [(DONE + r" 124\.$", "ci/wait-ready.sh:3")],
     [],
     {},
     "three steps: build and unit test (`test_proto: 4 checks, 0 failed`), then the server is "
     "started in the background with --ready-file run/kvserve.ready while ci/wait-ready.sh "
     "polls $STATE_DIR (state/kvserve.ready): four `waiting for kvserve (N)...` lines and "
     "`timeout 4` ends the loop with 124, printing nothing. The runner's `exit code 124` line is "
     "the only line that says so and is labelled (as in holdout9-11); the last `waiting` line "
     "is as defensible")

# ================================================================ successes
case("gha-cpp-clang-ninja-ctest-success", f"{CMAKE}, {NINJA}, clang++ 14.0.6, {CTEST}{GHA}",
     "CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build; "
     "ctest --test-dir build --output-on-failure (three steps)", "test", [], [],
     {"tests_passed": 3, "tests_failed": 0},
     "success. The scene project with the range-for fixed (`const auto &s`): configure, 12 ninja "
     "edges with one `unused variable` warning and `1 warning generated.`, ctest: `100% tests "
     "passed, 0 tests failed out of 3`")

case("c-make-memcheck-clean-success-crlf", f"{GCC}, {MAKE}, {VALGRIND}",
     "bash -c 'make all && make check && make memcheck'", "test", [], [],
     {"errors": 0},
     "success, CRLF. The wordfreq project with list_free() fixed (it saves n->next before "
     "free): make, make check, valgrind over both tests: `All heap blocks were freed` and "
     "`ERROR SUMMARY: 0 errors from 0 contexts` twice (tally errors 0, summed)")

# ================================================================ a whole CI job, long
case("gha-cpp-cmake-ctest-gtest-discover-segfault-long", f"{APT}, {CMAKE}, {GXX}, {GTEST}, {CTEST}{GHA}",
     "apt-get install libgtest-dev cmake; cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; "
     "ctest --test-dir build --output-on-failure (four steps)", "test",
     [(r"/tests/format_test\.cpp:27: Failure$", "tests/format_test.cpp:27"),
      (r"Test  #10: Ledger\.LastForUnknownAccount \.+\*\*\*Exception: SegFault", "tests/ledger_test.cpp:23"),
      (r"/tests/parse_test\.cpp:31: Failure$", "src/parse.cpp:27")],
     [r"Test   #7: RoundTrip\.SplitEvenly \.+\*\*\*Failed", r"Test #104: Inputs/ParseBad\.Throws/\"12\.345 EUR\" \.+\*\*\*Failed",
      (r"Z \[  FAILED  \] RoundTrip\.SplitEvenly", 2), (r"Z \[  FAILED  \] Inputs/ParseBad\.Throws/7", 2),
      (r"Z \[  FAILED  \] 1 test, listed below:$", 2), (r"Z  1 FAILED TEST$", 2),
      r"97% tests passed, 3 tests failed out of 116$", r"Z \t  7 - RoundTrip\.SplitEvenly \(Failed\)$",
      r"Z \t 10 - Ledger\.LastForUnknownAccount \(SEGFAULT\)$", r"Z \t104 - Inputs/ParseBad\.Throws/\"12\.345 EUR\" \(Failed\)$",
      r"Errors while running CTest$", DONE],
     {"tests_passed": 113, "tests_failed": 3},
     "long; four steps: apt-get (already the newest version), configure (Found GTest), build, "
     "then ctest over the 116 tests gtest_discover_tests registered (each a run of the gtest "
     "binary with a filter). The money project of the make-check log plus a Ledger class. "
     "Three independent causes: RoundTrip.SplitEvenly's ASSERT_TRUE and ParseBad.Throws/7's "
     "`Actual: it throws nothing.` (each labelled on its `file:line: Failure` line inside "
     "ctest's output), and Ledger.LastForUnknownAccount dereferencing the nullptr last_for() "
     "returns for an unknown account: the test prints nothing after `[ RUN      ]`, so ctest's "
     "`***Exception: SegFault` line is labelled. Cascade: the two `***Failed` lines, the inner "
     "gtest runs' `[  FAILED  ]` lines and `1 FAILED TEST`, ctest's summary, FAILED list, "
     "`Errors while running CTest` and the runner's line. The inner runs' `[  PASSED  ] 0 "
     "tests.` lines are in neither list. tally from ctest's `97% tests passed, 3 tests failed "
     "out of 116` (the inner gtest counts are per-filter runs and are not added)")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
