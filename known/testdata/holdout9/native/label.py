#!/usr/bin/env python3
"""Writes holdout9/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
        rc_ = {"line": k, "source": src, "text": ls[k - 1]}
        if src is None:
            del rc_["source"]
        rcs.append(rc_)
    rcs.sort(key=lambda r: r["line"])  # parallel make: the order of the failures may vary
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
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
GMAKE3 = [r"gmake\[2\]: \*\*\* .* Error 1$", r"gmake\[1\]: \*\*\* .* Error 2$", r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$"]

# ------------------------------------------------------------------ compile errors
case("gha-cpp-cmake-pimpl-unique-ptr-incomplete-type", f"{CMAKE}, {GXX}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest (three steps, the "
     "third skipped)", "build",
     [(r"unique_ptr\.h:93:23: error: invalid application of ‘sizeof’ to incomplete type ‘docstore::Store::Impl’",
       "include/docstore/store.hpp:13:5")],
     GMAKE3 + [DONE],
     {},
     "job of three steps: configure passes, the build fails, the ctest step is skipped (writes "
     "nothing). A pimpl class declares `~Store() = default;` in its header, so every translation "
     "unit that destroys a Store instantiates unique_ptr<Impl>'s deleter with Impl incomplete: the "
     "library itself (store.cpp, where Impl is defined) compiles, tools/docq.cpp fails. One error "
     "under an `In file included from` chain (memory <- store.hpp <- query.hpp <- docq.cpp) and an "
     "`In instantiation of ... required from ... required from here` chain whose project frame is "
     "store.hpp:13:5 (the defaulted destructor; the `source`). The chain lines are notes of the "
     "error; cmake's three gmake Error lines and the runner's exit line are cascade")

case("c-clang-make-renamed-field-no-member-color", f"{CLANG}, {MAKE}, {BASH}",
     "./ci/build.sh (set -ex: clang --version; make CC=clang EXTRA_CFLAGS=-fcolor-diagnostics; "
     "make check)", "build",
     [(r"src/router\.c:28:19: .*error: .*no member named 'path' in 'struct http_request'", "src/router.c:28:19")],
     [(r"error: .*no member named 'path' in 'struct http_request'", 4), r"4 errors generated\.",
      r"^make: \*\*\* \[Makefile:12: src/router\.o\] Error 1$"],
     {},
     "a CI script under `set -ex` (its `+ cmd` trace lines head each step): clang --version, then "
     "make with clang and -fcolor-diagnostics (texts keep the escape codes; clang starts each "
     "diagnostic line with a reset code left from the caret line above). headers.c has a "
     "-Wsign-compare warning ('1 warning generated.'). http.h renamed the request's `path` field to "
     "`target`, router.c was not updated: four `no member named 'path'` errors in three functions, "
     "one cause (the first); the other three, `4 errors generated.` (a per-file count, no tally) "
     "and make's Error 1 are cascade. The script stops there (make check never runs)")

case("gha-c-cmake-strict-c11-clock-monotonic-undeclared", f"{APT}, {CMAKE}, {GCC}, {MAKE}{GHA}",
     "apt-get install -y --no-install-recommends cmake; cmake -S . -B build "
     "-DCMAKE_BUILD_TYPE=Release; cmake --build build; ctest (four steps, the fourth skipped)",
     "build",
     [(r"clock\.c:8:23: error: ‘CLOCK_MONOTONIC’ undeclared", "src/clock.c:8:23")],
     GMAKE3 + [DONE],
     {},
     "four-step job: apt-get (already installed: 'is already the newest version'), configure, build "
     "(fails), ctest (skipped). The project set CMAKE_C_EXTENSIONS OFF, so gcc gets -std=c11 and "
     "<time.h> hides the POSIX clock API: `implicit declaration of function ‘clock_gettime’` "
     "(a warning, never a root cause, though it has the same cause) and then the error "
     "`‘CLOCK_MONOTONIC’ undeclared` with its 'reported only once' note. gmake's three Error lines "
     "and the runner's exit line are cascade")

case("c-make-recursive-header-missing-semicolon-crlf", f"{GCC}, {MAKE}",
     "gcc --version | head -n1 && make && make check", "build",
     [(r"^geom\.h:16:1: error: expected ‘;’, identifier or ‘\(’ before ‘_Bool’", "lib/geom.h:16:1")],
     [r"^make\[1\]: \*\*\* \[Makefile:9: tile\.o\] Error 1$", r"^make: \*\*\* \[Makefile:5: all\] Error 1$"],
     {},
     "CRLF line ends (texts without the CR). A recursive make (`make[1]: Entering directory "
     "'.../lib'`): `struct rect { ... }` in lib/geom.h lost its closing semicolon, so the next "
     "declaration (`bool rect_contains(...)`, bool being stdbool.h's macro for _Bool) does not "
     "parse: one error under `In file included from geom.h:4, from tile.h:7, from tile.c:3` (the "
     "chain starts at stdbool.h's line because the token comes from that macro). The first file "
     "compiled fails, so make stops: make[1]'s Error 1, its Leaving directory line and the top "
     "make's Error 1 (the first two cascade); make check never runs")

case("c-make-k-j2-array-assign-and-pointer-member-long", f"{GCC}, {MAKE}", "make -k -j2", "build",
     [(r"^src/config\.c:10:19: error: assignment to expression with array type", "src/config.c:10:19"),
      (r"^src/output\.c:26:49: error: ‘hdr’ is a pointer; did you mean to use ‘->’\?", "src/output.c:26:49")],
     [r"^make: \*\*\* \[Makefile:16: src/config\.o\] Error 1$",
      r"^make: \*\*\* \[Makefile:16: src/output\.o\] Error 1$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gzipped, about 311 lines: make -k -j2 compiles 75 small C files (70 sensor drivers with 56 "
     "-Wsign-compare / -Wunused-variable warnings, two compiles' diagnostics interleaved), then "
     "the core files: two independent errors, a string literal assigned to a char-array member "
     "(`cfg->name = \"sensord\"`, config.c) and `hdr.host` on a pointer (output.c; gcc suggests "
     "`->` with a fix-it line). make's two Error 1 lines and 'not remade' are cascade. The "
     "interleaving (and so the line numbers) can change from run to run",
     gz=True)

case("gha-cpp-ninja-gtest-expect-eq-no-operator-long-color", f"{APT}, {CMAKE}, {NINJA}, {GXX}, {GTEST}{GHA}",
     "apt-get install ... cmake ninja-build libgtest-dev; cmake -S . -B build -G Ninja; "
     "CLICOLOR_FORCE=1 cmake --build build -j 1; ctest (four steps, the fourth skipped)", "build",
     [(r"gtest\.h:1358:11:.*error: .*no match for .*operator==.* \(operand types are .*geo::BBox",
       "tests/fence_test.cpp:15:5")],
     [r"FAILED: .*CMakeFiles/geofence_tests\.dir/tests/fence_test\.cpp\.o",
      r"ninja: build stopped: subcommand failed\.", DONE],
     {},
     "long (304 lines), colour forced (-fdiagnostics-color=always in CMakeLists.txt and "
     "CLICOLOR_FORCE=1 for ninja; texts keep the escape codes). Four steps: apt-get (already "
     "installed), configure, build, ctest (skipped). ninja -j1 compiles the library's 85 C++ files with 42 "
     "warnings (unused parameter, sign-compare) and links the library and a tool, then the tests: "
     "fence_test.cpp does EXPECT_EQ on geo::BBox, which has no operator==. The error sits in "
     "gtest.h under `In file included from` and an `In instantiation of ... required from ... "
     "required from here` chain whose project frame is fence_test.cpp:15:5 (the `source`); the "
     "two `note: candidate` lines belong to it. ninja's FAILED: line (above the diagnostics, with "
     "the compile command), 'build stopped' and the runner's exit line are cascade")

case("cpp-ninja-private-link-fatal-header-not-found", f"{CMAKE}, {NINJA}, {GXX}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build -j 1 && "
     "ctest --test-dir build", "build",
     [(r"tools/dump\.cpp:6:10: fatal error: codec/record\.hpp: No such file or directory", "tools/dump.cpp:6:10")],
     [r"^FAILED: tools/CMakeFiles/kvlog-dump\.dir/dump\.cpp\.o", r"^compilation terminated\.$",
      r"^ninja: build stopped: subcommand failed\.$"],
     {},
     "configure, then ninja builds the codec and storage libraries (9 steps) and fails on the first "
     "tool: storage links codec PRIVATE, so codec's include directory does not reach kvlog-dump, "
     "which includes codec/record.hpp itself (the compile command shows only storage/include). "
     "One `fatal error: ... No such file or directory`; ninja's FAILED: line, 'compilation "
     "terminated.' and 'build stopped' are cascade; ctest never runs")

# ------------------------------------------------------------------ link errors
case("sh-ci-make-static-lib-order-undefined-reference", f"{GCC}, {LD}, {MAKE}, {BASH}",
     "./ci/build.sh (set -eu; toolchain versions, make, a smoke test)", "build",
     [(r"net/conn\.c:31: undefined reference to `util_log'", "net/conn.c:31")],
     [(r"undefined reference to `util_log'", 4), r"undefined reference to `util_hexdump'",
      r"^collect2: error: ld returned 1 exit status$", r"^make: \*\*\* \[Makefile:23: tools/mqsh\] Error 1$"],
     {},
     "a CI script with `--- name` section headers: versions, then make builds libutil.a and "
     "libnet.a (one -Wimplicit-function-declaration warning with its include fix-it note, only a "
     "warning) and links the first tool with `-lutil -lnet`: libnet.a's members need libutil "
     "functions, but libutil.a was searched before them, so only what tools/mqsh.o itself "
     "pulled in (util_strlcpy) was linked. Five undefined references (util_log four times, "
     "util_hexdump once) from conn.o and proto.o: one cause, the library order; labelled on the "
     "first, the other four and collect2 and make's Error 1 are cascade. ld's `in function` lines "
     "are notes of the reference after them. Reading util_hexdump as a second missing symbol "
     "would give two causes")

case("gha-c-cmake-static-into-module-recompile-fpic", f"{CMAKE}, {GCC}, {LD}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo; cmake --build build; ctest (three "
     "steps, the third skipped)", "build",
     [(r"relocation R_X86_64_PC32 against symbol `imgcore_verbose' can not be used when making a shared object; recompile with -fPIC",
       "libimgcore.a(registry.c.o)")],
     [r"/usr/bin/ld: final link failed: bad value", r"collect2: error: ld returned 1 exit status"]
     + [r"gmake\[2\]: \*\*\* .*filter_blur\.so\] Error 1$", r"gmake\[1\]: \*\*\* .* Error 2$",
        r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$", DONE],
     {},
     "three steps, configure passes. The image core is a STATIC library linked into filter "
     "plugins built as MODULE (shared objects for dlopen); without POSITION_INDEPENDENT_CODE its "
     "objects are compiled as Debian's default PIE, not PIC, and the first plugin's link fails: "
     "ld's `relocation against ... in read-only section` warning (a warning), then `relocation "
     "R_X86_64_PC32 against symbol `imgcore_verbose' ... recompile with -fPIC` (the root cause), "
     "`final link failed: bad value`, collect2, the gmake Error lines and the runner's exit line "
     "(cascade)")

# ------------------------------------------------------------------ cmake configure
case("gha-cmake-find-boost-not-found", f"{APT}, {CMAKE}{GHA}",
     "apt-get install -y --no-install-recommends cmake ninja-build zlib1g-dev; cmake -S . -B build "
     "-G Ninja -DCMAKE_BUILD_TYPE=Release; cmake --build build (three steps, the third skipped)",
     "build",
     [(r"CMake Error at /usr/share/cmake-3\.25/Modules/FindPackageHandleStandardArgs\.cmake:230 \(message\):",
       "CMakeLists.txt:11")],
     [r"-- Configuring incomplete, errors occurred!", DONE],
     {},
     "three steps: the dependency step installs cmake, ninja and zlib but no Boost package "
     "(the mistake: libboost-program-options-dev and libboost-filesystem-dev left out), configure "
     "finds Threads and ZLIB, then find_package(Boost 1.74 ... program_options filesystem) fails: "
     "`CMake Error at .../FindPackageHandleStandardArgs.cmake:230 (message):` with `Could NOT find "
     "Boost (missing: ...)` on the next two lines and a Call Stack ending at CMakeLists.txt:11 (the "
     "`source`). 'Configuring incomplete' and the runner's exit line are cascade; the build step "
     "is skipped")

case("cmake-unknown-command-check-include-file-cxx-crlf", f"{CMAKE}",
     "cmake --version && cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build",
     "build",
     [(r"^CMake Error at CMakeLists\.txt:10 \(check_include_file_cxx\):$", "CMakeLists.txt:10")],
     [r"^-- Configuring incomplete, errors occurred!$"],
     {},
     "CRLF line ends (texts without the CR). cmake --version, then configure: CMakeLists.txt calls "
     "check_include_file_cxx() without include(CheckIncludeFileCXX): `CMake Error at "
     "CMakeLists.txt:10 (check_include_file_cxx):` / `Unknown CMake command ...`; 'Configuring "
     "incomplete' is cascade, the build never runs")

# ------------------------------------------------------------------ tests
case("gha-cpp-gtest-brief-two-failures-color", f"{CMAKE}, {NINJA}, {GXX}, {GTEST}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build -j 1; "
     "./build/money_tests --gtest_brief=1 --gtest_color=yes (three steps)", "test",
     [(r"tests/amount_test\.cpp:18: Failure$", "tests/amount_test.cpp:18"),
      (r"tests/allocate_test\.cpp:32: Failure$", "tests/allocate_test.cpp:32")],
     [r"\[  FAILED  \] .*Amount\.ScaleRoundsHalfToEven \(", r"\[  FAILED  \] .*Allocate\.NegativeAmountKeepsTotal \(",
      DONE],
     {"tests_passed": 27},
     "three steps: configure, build (12 ninja steps), then the gtest binary with --gtest_brief=1 "
     "(only failures are printed) and --gtest_color=yes (the [  FAILED  ] and summary lines carry "
     "escape codes). Two independent EXPECT_EQ failures: scale() rounds half away from zero, not "
     "to even (2.5 -> 3), and allocate() of a negative amount loses a cent (-99 for -100). In "
     "brief mode gtest prints neither the list of failed tests nor 'N FAILED TESTS': the summary "
     "is '29 tests from 5 test suites ran.' and '[  PASSED  ] 27 tests.' (tally: passed only)")

case("cpp-make-check-gtest-segfault", f"{GXX}, {MAKE}, {GTEST}", "make && make check", "test",
     [(r"^make: \*\*\* \[Makefile:20: check\] Segmentation fault$", None)],
     [],
     {},
     "make builds a small cache library and its gtest binary (no warnings), make check runs it "
     "directly: three tests pass, then LruCache.EvictsLeastRecentlyUsed dereferences peek(\"c\"), "
     "which is nullptr because put() evicts the newest entry (order_.front()) instead of the "
     "oldest; the binary dies of SIGSEGV after `[ RUN      ]` with no gtest summary, and make "
     "reports the signal on its own line (`Segmentation fault`, make exits 2). Labelled on make's "
     "line, the only failure line; the last `[ RUN      ] LruCache.EvictsLeastRecentlyUsed` (which "
     "names the test) is as defensible. No tally: gtest never reached its summary")

case("c-ctest-pass-and-fail-regex-crlf", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure",
     "test",
     [(r"^ 1/10 Test  #1: version \.+\*\*\*Failed  Required regular expression not found\.", None),
      (r"^ 9/10 Test  #9: quoted_fields \.+\*\*\*Failed  Error regular expression found in output\.", None)],
     [r"^80% tests passed, 2 tests failed out of 10$", r"^The following tests FAILED:$",
      r"^\t  1 - version \(Failed\)$", r"^\t  9 - quoted_fields \(Failed\)$", r"^Errors while running CTest$"],
     {"tests_failed": 2},
     "CRLF line ends (texts without the CR). configure, build, then ctest over ten command-line "
     "tests of a CSV tool, judged by PASS_REGULAR_EXPRESSION / FAIL_REGULAR_EXPRESSION / WILL_FAIL. "
     "Two independent failures, both exiting 0: `csvq --version` prints 'csvq 2.1' (the version "
     "macro drops the patch number) where the pass regex wants three numbers (ctest prints the "
     "regex, then a newline, then ']'), and the quoted-field test prints the tool's own `csvq: "
     "warning: ...: unterminated quoted field` (a quoted field spanning lines), which the fail "
     "regex `warning|error` catches. Labelled on ctest's two ***Failed lines, which say why each "
     "test failed; for quoted_fields the tool's warning line (39) is as defensible. The summary, "
     "the FAILED list and 'Errors while running CTest' are cascade")

# ------------------------------------------------------------------ valgrind
case("gha-c-valgrind-stale-realloc-pointer-strcpy-overlap", f"{GCC}, {MAKE}, valgrind-3.19.0{GHA}",
     "make; make check; valgrind --leak-check=full --error-exitcode=1 ./tests/test_lexer (three steps)",
     "test",
     [(r"==\d+== Invalid read of size 1$", "tests/test_lexer.c:35", 2, 0),
      (r"==\d+== Source and destination overlap in strcpy\(", "src/path.c:9")],
     [(r"==\d+== Invalid read of size 1$", 2), r"==\d+== ERROR SUMMARY: 7 errors from 3 contexts", DONE],
     {"errors": 7},
     "three steps: make, make check (the test program's own '11 checks, 0 failed'), then the same "
     "program under memcheck. Two independent errors: collect_includes() returns a pointer to the "
     "first token and later pushes grow the array with realloc, so the test's strcmp on it reads "
     "freed memory (two `Invalid read of size 1` reports from the same line, test_lexer.c:35, "
     "through __strcmp_avx2 and strcmp: one cause, the second cascade), and path_normalize() "
     "strips './' with strcpy(path, path + 2) (`Source and destination overlap in strcpy`). "
     "Stack frames, 'Address ... free'd' and 'Block was alloc'd at' belong to their report. "
     "ERROR SUMMARY: 7 errors (the tally) and the runner's exit line are cascade. Valgrind's PID "
     "(in the labelled texts) changes from run to run")

# ------------------------------------------------------------------ shell and CI
case("c-make-format-check-clang-format-missing", f"{GCC}, {MAKE}",
     "make && make check && make format-check", "mixed",
     [(r"^make: clang-format: No such file or directory$", None)],
     [r"^make: \*\*\* \[Makefile:24: format-check\] Error 127$"],
     {},
     "make builds a small INI library, make check runs two test programs (their own 'ok' lines, "
     "no runner), then make format-check runs `clang-format --dry-run --Werror ...`, which is not "
     "installed. The recipe has no shell metacharacters, so make executes it itself and reports "
     "`make: clang-format: No such file or directory` (not a shell's `command not found`), then "
     "`Error 127` (cascade)")

case("sh-ci-python-command-not-found", f"{CMAKE}, {BASH}", "./ci/build.sh (set -euo pipefail)", "mixed",
     [(r"^\./ci/build\.sh: line 9: python: command not found$", None)],
     [],
     {},
     "a CI script in sections (`::: configure`, `::: generate lookup tables`, ...): configure "
     "passes, then the table generator is run as `python tools/gen_crc_tables.py`, and Debian "
     "has only python3: bash's `command not found`, exit 127, set -e ends the script before the "
     "build and test sections")

case("gha-sh-publish-unbound-variable", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make; make check; ./ci/publish.sh (three steps)", "mixed",
     [(r"\./ci/publish\.sh: line 11: RELEASE_TAG: unbound variable$", None)],
     [DONE],
     {},
     "three steps: make, make check (test_wav: ok), then a packaging script under set -euo "
     "pipefail: `make install` into a staging directory (three install lines), then "
     "`${RELEASE_TAG#v}` with RELEASE_TAG unset (only the release workflow sets it): bash's "
     "`unbound variable`, exit 1; the runner's exit line is cascade")

case("sh-set-e-site-mkdir-no-parent", f"{GCC} (cc), {MAKE}, dash 0.5.12 (sh), coreutils 9.1 mkdir",
     "./ci/site.sh (/bin/sh, set -e)", "mixed",
     [(r"^mkdir: cannot create directory ‘public/v1\.1\.0’: No such file or directory$", None)],
     [],
     {},
     "a docs-site script under /bin/sh with set -e, in `==> ` sections: build, test ('7 checks, 0 "
     "failed'), docs (an awk page generator) pass, then it removes public/ and runs `mkdir "
     "public/v1.1.0` without -p: mkdir fails and set -e stops the script (exit 1) with no message "
     "of its own")

case("sh-ci-e2e-watchdog-sigkill-137", f"{GCC}, {MAKE}, {BASH}", "./ci/e2e.sh (set -euo pipefail)", "test",
     [(r"^\./ci/e2e\.sh: line 17: +\d+ Killed +\./build/e2e_test$", None)],
     [],
     {},
     "a CI script builds (make), runs the unit tests (their own '8 checks, 0 failed'), then the "
     "end-to-end test in the background under a watchdog subshell that SIGKILLs it after 5 s. "
     "Cases 1 and 2 print 'ok'; case 3 sends a PING without a token, which the broker drops "
     "without answering, so the client blocks in read() (its partial 'case 3' line is lost in "
     "the stdio buffer). The watchdog prints its own line, then bash reports the job `Killed` "
     "and `wait` returns 137, ending the script. Labelled on bash's Killed line (the PID in it "
     "changes from run to run); the watchdog's line just above, the first sign of the hang, is "
     "as defensible")

case("gha-c-corpus-replay-timeout-124", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}, coreutils 9.1 timeout{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo; cmake --build build; ctest --test-dir "
     "build --output-on-failure; timeout 10 ./build/replay_corpus tests/corpus (four steps)", "test",
     [(DONE + r" 124\.$", None)],
     [],
     {"tests_failed": 0},
     "four steps: configure, build, ctest (3 passed: '100% tests passed, 0 tests failed out of 3', "
     "the tally), then `timeout 10` over a fuzzing-corpus replayer that prints one line per input "
     "('ok' or 'rejected: ...', both expected outcomes). Input 24 (023-crash-7f3a.bin) holds an "
     "element of length 0, and the TLV walker then never advances its offset: the replayer spins "
     "until timeout stops it, silently (no -v): exit 124. As in holdout2's gha-sh-timeout-124 and "
     "holdout8's gha-cpp-gtest-hang-timeout-124, the runner's 'exit code 124' line is the only "
     "sign and is labelled; the last progress line ('[ 23/31] 022-random.bin ... ok') is as "
     "defensible")

# ------------------------------------------------------------------ successes
case("gha-cpp-ninja-ctest-gtest-discover-success-long", f"{APT}, {CMAKE}, {NINJA}, {GXX}, {GTEST}, {CTEST}{GHA}",
     "apt-get install ... cmake ninja-build libgtest-dev; cmake -S . -B build -G Ninja "
     "-DCMAKE_BUILD_TYPE=Release; cmake --build build -j 1; ctest --test-dir build "
     "--output-on-failure (four steps)", "mixed", [], [],
     {"tests_failed": 0},
     "success, gzipped, 299 lines: apt-get (already installed), configure (Ninja, finds GTest), "
     "ninja builds 45 library files (7 -Wunused-variable warnings), a tool and the test binary "
     "(gtest_discover_tests lists its tests after the link), then ctest runs 88 tests: '100% tests "
     "passed, 0 tests failed out of 88' (ctest prints no passed count of its own)",
     gz=True)

case("cpp-clang-ninja-gtest-disabled-success-crlf", f"{CMAKE}, {NINJA}, {CLANG} (clang++), {GTEST}",
     "CC=clang CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo && "
     "cmake --build build -j 1 && ./build/spsc_tests --gtest_color=yes", "mixed", [], [],
     {"tests_passed": 9},
     "success, CRLF line ends: configure with clang++ (finds Threads and GTest), a 7-step ninja "
     "build, then the gtest binary with --gtest_color=yes: 9 tests pass ('[  PASSED  ] 9 tests.'), "
     "two are skipped as DISABLED_ (`[ DISABLED ]` lines and 'YOU HAVE 2 DISABLED TESTS'); a "
     "passing test pushes the string 'error: not really an error' (never printed)")

case("sh-ci-cmake-presets-ctest-success", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}, dash 0.5.12 (sh)",
     "./ci/test.sh (sh, set -ex: cmake --version; cmake --preset ci; cmake --build --preset ci; "
     "ctest --preset ci)", "mixed", [], [],
     {"tests_failed": 0},
     "success: a CI script under `set -ex` (the `+ cmd` trace heads each step) drives "
     "CMakePresets.json: configure ('Preset CMake variables:'), a build with 13 -Wconversion / "
     "-Wsign-conversion warnings in three files, ctest --preset ci (output on failure): 12 tests, "
     "'100% tests passed, 0 tests failed out of 12'")

missing = set(exits) - seen
if missing:
    sys.exit(f"in exits.tsv but not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
