#!/usr/bin/env python3
"""Writes holdout17/native/manifest.jsonl from hand-chosen patterns over the logs. Each pattern
must match exactly the number of lines meant (stops loudly otherwise), so regenerated logs whose
lines moved are relabelled, and logs whose content changed are caught."""
import gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
exits = {}
for raw in open(f"{here}/logs/exits.tsv"):
    i, rc = raw.rstrip("\n").split("\t")
    exits[i] = int(rc)

GCC = "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"
GXX = "g++ (Debian 12.2.0-14+deb12u1) 12.2.0"
CLANG = "Debian clang version 14.0.6"
MAKE = "GNU Make 4.3"
CMAKE = "cmake 3.25.1"
CTEST = "ctest 3.25.1"
NINJA = "ninja 1.11.1"
LD = "GNU ld (GNU Binutils for Debian) 2.40"
GTEST = "GoogleTest 1.12.1"
VALGRIND = "valgrind-3.19.0"
BASH = "GNU bash 5.2.15"
TIMEOUT = "timeout (GNU coreutils) 9.1"
GHA = "GitHub Actions"

out, seen = [], set()
cur = {}


def load(i):
    p = f"{here}/logs/{i}.log"
    if os.path.exists(p + ".gz"):
        p += ".gz"
        data = gzip.open(p).read()
    else:
        data = open(p, "rb").read()
    lines = data.decode().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return os.path.relpath(p, here), [l.rstrip("\r") for l in lines]


def find(pat, n=1):
    """line numbers (1-based) whose text (after any GitHub Actions timestamp) matches pat"""
    hits = [k for k, l in enumerate(cur["lines"], 1)
            if re.search(pat, re.sub(r"^\d{4}-\d\d-\d\dT[\d:.]+Z ", "", l))]
    if n is not None and len(hits) != n:
        sys.exit(f"{cur['id']}: /{pat}/ matched {len(hits)} lines {hits[:10]}, want {n}")
    return hits


def one(pat):
    return find(pat)[0]


def rc(pat, source):
    k = one(pat)
    return {"line": k, "source": source, "text": cur["lines"][k - 1]}


def case(i, producer, command, kind, roots, cascade, tally, notes):
    if i not in exits:
        sys.exit(f"{i}: not in exits.tsv")
    seen.add(i)
    rcode = exits[i]
    cascade = sorted(set(cascade))
    out.append({"id": i, "file": cur["file"], "producer": producer, "command": command,
                "exit_status": rcode, "outcome": "success" if rcode == 0 else "failure",
                "kind": kind, "root_causes": roots, "cascade_lines": cascade, "tally": tally,
                "notable_lines": [], "notes": notes})


def open_log(i):
    cur["id"] = i
    cur["file"], cur["lines"] = load(i)


E = r"\x1b\[01;31m\x1b\[Kerror: "  # gcc's coloured `error: `

# ---------------------------------------------------------------------------------------------
i = "c-make-k-header-file-without-stdio-and-lvalue-assign-color"
open_log(i)
file_errs = find(E + r"\x1b\[m\x1b\[Kunknown type name ‘\x1b\[01m\x1b\[KFILE", 2)
case(i, f"{GCC}, {MAKE}", "make -k EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [{"line": file_errs[0], "source": "include/sink.h:9:9", "text": cur["lines"][file_errs[0] - 1]},
      rc(E + r"\x1b\[m\x1b\[Klvalue required as left operand of assignment", "src/ring.c:27:27")],
     [file_errs[1]] + find(r"^make: \*\*\* \[Makefile:11: build/(main|sink|ring)\.o\] Error 1$", 3)
     + find(r"^make: Target 'all' not remade because of errors\.$"),
     {},
     "gcc -fdiagnostics-color=always (texts keep the codes), make -k. Two independent causes: "
     "include/sink.h declares `FILE *out;` but includes only <stddef.h>: `unknown type name ‘FILE’` "
     "in main.c (first) and the same header error again in sink.c (cascade, one cause); and ring.c's "
     "`if (ring_count(r) = 0)`: `lvalue required as left operand of assignment`. sink.c's four "
     "-Wincompatible-pointer-types / `distinct pointer types` warnings and their stdio.h notes "
     "follow from the unknown FILE (the member fell back to int*) and are in neither list; main.c's "
     "`unused variable ‘unused_flag’` warning is noise. make's three Error 1 and `not remade` are cascade")

# ---------------------------------------------------------------------------------------------
i = "cpp-clang-make-mutex-member-copy-snapshot-crlf"
open_log(i)
case(i, f"{CLANG}, {MAKE}", "make", "build",
     [rc(r"^src/session\.cpp:24:12: error: call to implicitly-deleted copy constructor of 'Session'$",
         "src/session.cpp:24:12")],
     find(r"^1 error generated\.$") + find(r"^make: \*\*\* \[Makefile:11: build/session\.o\] Error 1$"),
     {},
     "CRLF. clang++ (CXX = clang++ in the Makefile), plain make: Session::snapshot() returns *this "
     "by value, Session holds a std::mutex: `call to implicitly-deleted copy constructor of "
     "'Session'`, two notes (the mutex field, `explicitly marked deleted here` in std_mutex.h). "
     "`1 error generated.` and make's Error 1 are cascade")

# ---------------------------------------------------------------------------------------------
i = "gha-cpp-cmake-template-defined-in-cpp-undefined-reference"
open_log(i)
refs = find(r"undefined reference to `BoundedStack<int>::", 3)
case(i, f"{GHA}, {CMAKE}, {GXX}, {LD}, {MAKE} (gmake)",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest --test-dir build --output-on-failure",
     "build",
     [{"line": refs[0], "source": "src/main.cpp:11", "text": cur["lines"][refs[0] - 1]}],
     refs[1:] + find(r"^collect2: error: ld returned 1 exit status$")
     + find(r"^gmake(\[\d\])?: \*\*\* \[.*\] Error \d$", 3)
     + find(r"^##\[error\]Process completed with exit code 2\.$"),
     {},
     "GitHub Actions, 3 steps (configure, build; ctest skipped). BoundedStack's member templates "
     "are defined in bounded_stack.cpp, which instantiates only BoundedStack<std::string> (for "
     "history.cpp); main.cpp uses BoundedStack<int>: three `undefined reference to "
     "`BoundedStack<int>::...'` (constructor, push, pop) from one cause, labelled on the first; "
     "ld's `in function `main':` line is a note. collect2, gmake's three Error lines and the "
     "##[error] line are cascade")

# ---------------------------------------------------------------------------------------------
i = "sh-ci-recursive-make-k-j2-return-type-and-too-many-args"
open_log(i)
case(i, f"{GCC}, {MAKE} (recursive, -k -j2), {BASH}", "bash -c 'set -x; gcc -dumpfullversion; make -k -j2'",
     "build",
     [rc(r"^kind\.c:15:1: error: control reaches end of non-void function \[-Werror=return-type\]$", "lib/kind.c:15:1"),
      rc(r"^parse\.c:15:13: error: too many arguments to function ‘pkt_checksum’$", "lib/parse.c:15:13")],
     find(r"^cc1: some warnings being treated as errors$")
     + find(r"^make\[1\]: \*\*\* \[Makefile:9: (kind|parse)\.o\] Error 1$", 2)
     + find(r"^make\[1\]: Target 'libpkt\.a' not remade because of errors\.$")
     + find(r"^make: \*\*\* \[Makefile:8: lib\] Error 2$")
     + find(r"^make: Target 'all' not remade because of errors\.$"),
     {},
     "CI script (set -x), top-level make -k -j2 into lib/ (`Entering directory`); tools/ depends "
     "on lib and is not built. Two independent causes: kind.c's switch covers every enum value but "
     "has no return after it (`control reaches end of non-void function [-Werror=return-type]`), "
     "and parse.c still passes a seed to pkt_checksum, whose header lost that parameter (`too many "
     "arguments to function ‘pkt_checksum’`, a `declared here` note). -j2: parse.o's compile line "
     "and kind.o's Error line can swap. `cc1: some warnings being treated as errors`, both "
     "make[1] Error 1, the two `not remade` lines and `make: *** [Makefile:8: lib] Error 2` are cascade")

# ---------------------------------------------------------------------------------------------
i = "cmake-threads-imported-target-not-found-generate-failed"
open_log(i)
case(i, CMAKE, "cmake -S . -B build && cmake --build build", "build",
     [rc(r"^CMake Error at CMakeLists\.txt:7 \(target_link_libraries\):$", "CMakeLists.txt:7")],
     find(r"^CMake Generate step failed\.  Build files cannot be regenerated correctly\.$"),
     {},
     "target_link_libraries(pool PUBLIC Threads::Threads) without find_package(Threads): "
     "`-- Configuring done`, then at generate time `CMake Error at CMakeLists.txt:7 "
     "(target_link_libraries): Target \"pool\" links to: Threads::Threads but the target was not "
     "found` with its list of possible reasons (part of the message), `-- Generating done` "
     "(printed anyway) and `CMake Generate step failed` (cascade); exit 1, the build never runs")

# ---------------------------------------------------------------------------------------------
i = "cpp-cmake-ninja-missing-cstdint-header"
open_log(i)
errs = find(r": error: ", None)
first = one(r"frame\.hpp:6:32: error: ‘uint8_t’ is not a member of ‘std’$")
assert errs[0] == first and len(errs) == 40, (len(errs), errs[:3])
case(i, f"{CMAKE}, {NINJA}, {GXX}", "cmake -S . -B build -G Ninja && cmake --build build -j 1", "build",
     [{"line": first, "source": "include/frame.hpp:6:32", "text": cur["lines"][first - 1]}],
     errs[1:] + find(r"^FAILED: CMakeFiles/framer\.dir/src/frame\.cpp\.o $")
     + find(r"^ninja: build stopped: subcommand failed\.$"),
     {},
     "cmake -G Ninja, one job. include/frame.hpp uses std::uint8_t, std::uint32_t and "
     "std::uint64_t but includes only <vector> (GCC 12's <vector> does not bring <cstdint>): 40 "
     "errors in frame.cpp, the first `‘uint8_t’ is not a member of ‘std’`, the rest (template "
     "argument invalid, `‘Bytes’ does not name a type`, undeclared locals, `request for member "
     "... non-class type ‘const int’`) all follow from it: one cause, the 39 others cascade, with "
     "ninja's `FAILED:` (printed before the errors) and `build stopped`. The `defined in header "
     "‘<cstdint>’` notes are notes; ninja stops at the first failed file, so no other file is compiled")

# ---------------------------------------------------------------------------------------------
i = "gha-c-ctest-rerun-failed-output-on-failure"
open_log(i)
case(i, f"{GHA}, {CMAKE}, {CTEST}, {GCC}, {MAKE} (gmake)",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build || ctest --test-dir build --rerun-failed --output-on-failure",
     "test",
     [rc(r'^FAIL /tmp/wisptriage-holdout17-native/c-calc/tests/test_bytes\.c:7: fmt_bytes\(1536, b_, sizeof b_\): got "1\.0 KiB", want "1\.5 KiB"$',
         "tests/test_bytes.c:7")],
     find(r"Test #1: bytes \.+\*\*\*Failed", 2) + find(r"^\d+% tests passed, 1 tests failed out of [41]$", 2)
     + find(r"^The following tests FAILED:$", 2) + find(r"^\t  1 - bytes \(Failed\)$", 2)
     + find(r"^Errors while running CTest$", 2) + find(r"^FAILED$")
     + find(r"^##\[error\]Process completed with exit code 8\.$"),
     {"tests_passed": 3, "tests_failed": 1},
     "GitHub Actions, 3 steps. The test step runs ctest and, when it fails, reruns the failed "
     "tests with `--rerun-failed --output-on-failure` (exit 8 from the second ctest). The first run "
     "shows only `***Failed` for bytes; the rerun prints the test's output: `FAIL .../test_bytes.c:7: "
     "fmt_bytes(1536, ...): got \"1.0 KiB\", want \"1.5 KiB\"` (fmt_bytes divides as an integer). "
     "Labelled on that line although it comes after the first run's summary. Both runs' "
     "`***Failed`, summaries, FAILED lists and `Errors while running CTest`, the test's own "
     "closing `FAILED` and the ##[error] line are cascade. tally from the first, full run "
     "(75%: 3 passed, 1 failed of 4); the rerun's `0% tests passed, 1 tests failed out of 1` counts "
     "the same failure again. ctest's hint `Use \"--rerun-failed --output-on-failure\"` is neither")

# ---------------------------------------------------------------------------------------------
i = "sh-ci-cpp-gtest-death-regex-and-streq-long-color"
open_log(i)
C = r"\x1b\[0;31m\[  FAILED  \] \x1b\[m"
case(i, f"{GXX}, {GTEST}, {MAKE}, {BASH}",
     "bash -c 'set -x; g++ -dumpfullversion; make check GTEST_ARGS=--gtest_color=yes'", "test",
     [rc(r"^tests/slug_test\.cpp:121: Failure$", "tests/slug_test.cpp:121"),
      rc(r"^tests/path_test\.cpp:7: Failure$", "tests/path_test.cpp:7")],
     find(C + r"SlugAtDeathTest\.AbortsOutOfRange", 2) + find(C + r"ExtOf\.DoubleExtension", 2)
     + find(C + r"2 tests, listed below:$") + find(r"^ 2 FAILED TESTS$")
     + find(r"^make: \*\*\* \[Makefile:21: check\] Error 1$"),
     {"tests_passed": 106, "tests_failed": 2},
     "Gzipped, long; gtest --gtest_color=yes (texts keep the codes), 108 tests (96 rows of a "
     "parameterized slugify table pass). Two independent failures: the death test's regex "
     "`index 10 out of range` does not match slug_at's message `index 10 out of bounds` (`Result: "
     "died but not with expected error.`, the `[  DEATH   ]` lines show the real message), and "
     "EXPECT_STREQ on ext_of(\"site/backup.tar.gz\"): `Which is: \"gz\"` against \"tar.gz\" (strrchr "
     "finds the last dot). Each labelled on its `file:line: Failure` line; gtest runs death tests "
     "first, so the death test comes first. The `[  FAILED  ]` lines, the `2 tests, listed below` "
     "list, `2 FAILED TESTS` and make's Error 1 are cascade")

# ---------------------------------------------------------------------------------------------
i = "sh-ci-valgrind-getline-buffer-leak-early-return"
open_log(i)
case(i, f"{VALGRIND}, {GCC}, {MAKE}, {BASH}", "bash -c 'set -x; valgrind --version; make check; make memcheck'",
     "test",
     [rc(r"^==\d+== 120 bytes in 1 blocks are definitely lost in loss record 1 of 2$", "src/conf.c:23")],
     find(r"^==\d+==    definitely lost: 120 bytes in 1 blocks$")
     + find(r"^==\d+== ERROR SUMMARY: 1 errors from 1 contexts")
     + find(r"^make: \*\*\* \[Makefile:15: memcheck\] Error 1$"),
     {"errors": 1},
     "CI script (set -x). make check passes (both config files load; legacy.conf prints "
     "`confcheck: warning: tests/legacy.conf:3: unknown key 'threads', using defaults`, which is "
     "intended behaviour, printed twice); then make memcheck with --errors-for-leak-kinds=definite "
     "--error-exitcode=1: the good config is clean (`ERROR SUMMARY: 0 errors`), the legacy one "
     "leaks getline's buffer because conf_load returns early on the unknown key: `120 bytes in 1 "
     "blocks are definitely lost in loss record 1 of 2` (source: the getline call in conf_load, "
     "the first project frame). The `still reachable: 472 bytes` (the unclosed FILE) is not an "
     "error under these options. The LEAK SUMMARY's `definitely lost` line, `ERROR SUMMARY: 1 "
     "errors` and make's Error 1 are cascade; the -Wformat-truncation warning is noise. "
     "tally errors: 1 = 0 + 1 over the two ERROR SUMMARY lines")

# ---------------------------------------------------------------------------------------------
i = "sh-ci-set-euo-lint-clang-tidy-command-not-found-127"
open_log(i)
case(i, f"{BASH}, {GCC}, {MAKE}", "./ci/check.sh", "build",
     [rc(r"^\./ci/check\.sh: line 10: clang-tidy: command not found$", "ci/check.sh:10")],
     [], {},
     "CI script under `set -euo pipefail`: build and the rle round-trip test pass (four `ok` "
     "lines), then the lint stage calls clang-tidy, not installed: `./ci/check.sh: line 10: "
     "clang-tidy: command not found`, the script stops there with 127 (`--- done` never printed)")

# ---------------------------------------------------------------------------------------------
i = "gha-cpp-cmake-constexpr-table-cc1plus-killed-cpu-limit"
open_log(i)
case(i, f"{GHA}, {CMAKE}, {GXX}, {MAKE} (gmake), {BASH} (ulimit -t)",
     "cmake -S . -B build; ulimit -t 6 && cmake --build build", "build",
     [rc(r"^c\+\+: fatal error: Killed signal terminated program cc1plus$", "src/primes.cpp")],
     find(r"^compilation terminated\.$") + find(r"^gmake(\[\d\])?: \*\*\* \[.*\] Error \d$", 3)
     + find(r"^##\[error\]Process completed with exit code 2\.$"),
     {},
     "GitHub Actions, 2 steps; the build step runs under `ulimit -t 6` (the job's CPU budget). "
     "primes.cpp builds its prime table at compile time and its limit was raised from 1<<16 to "
     "1<<22; cc1plus reaches the CPU limit and the kernel kills it (SIGKILL): `c++: fatal error: "
     "Killed signal terminated program cc1plus` (the same line an out-of-memory kill gives). "
     "`compilation terminated.`, gmake's three Error lines and ##[error] are cascade")

# ---------------------------------------------------------------------------------------------
i = "gha-c-fifo-integration-wrong-path-timeout-124"
open_log(i)
case(i, f"{GHA}, {TIMEOUT}, {GCC}, {MAKE}",
     "make all; make check; timeout 5 ./build/relay_it; echo integration passed", "test",
     [rc(r"^##\[error\]Process completed with exit code 124\.$", "timeout 5 ./build/relay_it")],
     [], {},
     "GitHub Actions, 4 steps (the last skipped). Build and the unit test pass (`relay_unit: 3 "
     "checks, all ok`); the integration test makes run/events.fifo and starts the emitter, which "
     "writes its events to run/event.fifo (a typo, a regular file: `emitter: 5 events written to "
     "run/event.fifo` looks like success); the test's open() of the FIFO blocks for ever and "
     "`timeout 5` ends it, 124, with no message. As in earlier sets the runner's `exit code 124` "
     "line is the root cause; the emitter's line naming the wrong path is as defensible")

# ---------------------------------------------------------------------------------------------
i = "gha-cpp-cmake-ninja-ctest-success"
open_log(i)
find(r"^100% tests passed, 0 tests failed out of 2$")
case(i, f"{GHA}, {CMAKE}, {NINJA}, {CTEST}, {GXX}",
     "cmake -S . -B build -G Ninja; cmake --build build -j 1; ctest --test-dir build --output-on-failure", "test",
     [], [], {"tests_passed": 2, "tests_failed": 0},
     "success. GitHub Actions, 3 steps: the framer project with <cstdint> included: configure, "
     "six ninja edges, `100% tests passed, 0 tests failed out of 2`")

# ---------------------------------------------------------------------------------------------
i = "sh-ci-cpp-gtest-108-passed-success-long-crlf"
open_log(i)
find(r"^\[  PASSED  \] 108 tests\.$")
find(r"FAILED", 0)
case(i, f"{GXX}, {GTEST}, {MAKE}, {BASH}", "bash -c 'set -x; g++ -dumpfullversion; make check'", "test",
     [], [], {"tests_passed": 108, "tests_failed": 0},
     "success, long, CRLF. The slugs project fixed (ext_of takes the first dot of the base name, "
     "the death test's regex says `out of bounds`): make check, gtest without colour, 108 tests "
     "incl. the death test, `[  PASSED  ] 108 tests.`")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
