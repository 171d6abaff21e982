#!/usr/bin/env python3
"""Writes holdout4/native/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant) so a regeneration that
moves lines (make -j4) is re-labelled the same way."""
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


def find(ls, pat, n=1, after=0):
    """the line numbers whose text contains pat (a regex); n = how many are expected"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, l) and i + 1 > after]
    if n is not None and len(hits) != n:
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits}, want {n}")
    return hits


out = []


def case(id, producer, command, kind, roots, cascade, tally, notes):
    gz = id == "cpp-ctest-gtest-discover-two-suites"
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
CLANG = "Debian clang version 14.0.6"
MAKE = "GNU Make 4.3"
GHA = "; GitHub Actions wrapping"
GZ = ""

case("gha-c-clang-wall-many-files-color", f"{CLANG}, {MAKE}{GHA}",
     "clang --version; make EXTRA_CFLAGS=-fcolor-diagnostics (two steps)", "build",
     [(r"src/wal\.c:13:20: .*error: .*variable has incomplete type 'struct wal_header'", "src/wal.c:13:20")],
     [r"src/wal\.c:14:16: .*error: ", r"src/wal\.c:15:12: .*error: ", r"1 warning and 3 errors generated\.",
      r"make: \*\*\* \[Makefile:14: build/wal\.o\] Error 1", r"##\[error\]Process completed with exit code 2\."],
     {},
     "two-step job (clang --version passes); clang -Wall -Wextra with -fcolor-diagnostics over a 43-file C "
     "project: 39 files compile with 78 warnings (each file's 'N warnings generated.' line), then "
     "src/wal.c, which lost its #include \"kv/wal_format.h\", fails with three errors and make stops "
     "(the last three files are never built). One root cause: the first error (incomplete type "
     "'struct wal_header'); the sizeof on the incomplete type and the undeclared WAL_MAGIC (same "
     "missing include) are cascade, with clang's '1 warning and 3 errors generated.' and make's Error "
     "line. The wal.c sign-compare warning just above the error is only a warning. Texts keep the "
     "escape codes (the error lines start with the reset code left over from the caret line above). "
     "No tally: clang prints per-file counts only")

case("cpp-clang-fatal-include-chain", f"{CLANG} (clang++), {MAKE}", "make -k", "build",
     [(r"^include/net/socket\.hpp:5:10: fatal error", "include/net/socket.hpp:5:10", 3, 0),
      (r"^src/router\.cpp:10:17: error: no member named 'contains'", "src/router.cpp:10:17")],
     [(r"^1 error generated\.", 4), r"build/listener\.o\] Error 1", r"build/router\.o\] Error 1",
      (r"fatal error: 'tls/context\.hpp' file not found", 3),
      r"build/server\.o\] Error 1", r"build/socket\.o\] Error 1", r"Target 'gatewayd' not remade"],
     {},
     "clang++ under make -k: include/net/socket.hpp includes \"tls/context.hpp\", whose directory "
     "(third_party/tls/include) is not on the include path. listener.cpp, server.cpp and socket.cpp each "
     "stop on that same fatal error under 'In file included from' chains of different depth: one root "
     "cause (the first, line 5), the two repeats are cascade. router.cpp fails on its own: "
     "std::map::contains is C++20 and the build uses -std=c++17 (second root cause). The "
     "'In file included from src/listener.cpp:1:' head (3) is as defensible for the first; metrics.cpp "
     "has only a warning")

case("gha-c-cmake-ninja-cannot-find-lib-color", f"cmake 3.25.1, ninja 1.11.1, {GCC}, GNU ld 2.40{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_COLOR_DIAGNOSTICS=ON; "
     "CLICOLOR_FORCE=1 cmake --build build -j1 (two steps)", "build",
     [(r"/usr/bin/ld: cannot find -llz4: No such file or directory", None)],
     [r"FAILED: .*logship", r"collect2: error: ld returned 1 exit status",
      r"ninja: build stopped: subcommand failed\.", r"##\[error\]Process completed with exit code 1\."],
     {},
     "two-step job, configure passes; colour forced (CMAKE_COLOR_DIAGNOSTICS=ON gives gcc "
     "-fdiagnostics-color=always, CLICOLOR_FORCE=1 keeps ninja's red FAILED:). Every object compiles "
     "(4 warnings), a first executable links, then the link of logship fails: target_link_libraries "
     "names lz4, and only the runtime liblz4.so.1 is installed (no liblz4-dev, so no liblz4.so for -llz4). "
     "ld's 'cannot find -llz4' is the root cause; ninja's FAILED: line above it (with the link command "
     "below it), collect2 and 'build stopped' restate it")

case("c-make-codegen-traceback-crlf", f"Python 3.11.2, {GCC}, {MAKE}",
     "make (a recipe runs python3 tools/gen_opcodes.py)", "build",
     [(r"^KeyError: 'imm16'$", "tools/gen_opcodes.py:21")],
     [r"make: \*\*\* \[Makefile:14: gen/opcodes\.h\] Error 1"],
     {},
     "CRLF line ends (texts given without the CR). Two objects compile and a first generator "
     "(gen_syscalls.py) runs, then the opcode table generator dies: opcodes.def uses an operand kind "
     "(imm16) that OPERAND_SIZES does not know. The exception line (KeyError: 'imm16') is the root "
     "cause; the 'Traceback (most recent call last):' head (8) is as defensible. make's Error 1 is the "
     "consequence")

case("c-make-j4-subdirs-two-failures", f"{GCC}, {MAKE}, GNU ld 2.40",
     "make -j4 (top-level Makefile: make -C libproto, then make -C server and make -C client in parallel)",
     "build",
     [(r"^handler\.c:14:14: error: ‘FRAME_PING’ undeclared", "server/handler.c:14:14"),
      (r"^send\.c:\(\.text\+0x[0-9a-f]+\): undefined reference to `proto_frame_free'", "client/send.c")],
     [r"make\[1\]: \*\*\* \[Makefile:9: handler\.o\] Error 1", (r"Waiting for unfinished jobs", 2),
      r"make: \*\*\* \[Makefile:7: server\] Error 2", r"collect2: error: ld returned 1",
      r"make\[1\]: \*\*\* \[Makefile:6: relayctl\] Error 1", r"make: \*\*\* \[Makefile:7: client\] Error 2"],
     {},
     "make -j4 without -k over sub-makes: libproto builds, then server/ and client/ run in parallel "
     "and fail independently: handler.c uses FRAME_PING, which proto.h does not define (compile error), "
     "and the client still calls proto_frame_free, renamed proto_frame_release in libproto (undefined "
     "reference at link). The two sub-makes' lines interleave and the order changes from run to run "
     "(re-check the numbers after regenerating). The implicit-declaration warning for proto_frame_free "
     "in send.c is the same bug seen early, but only a warning; ld's 'in function' line is the "
     "preamble of the undefined reference; the make Error and 'Waiting for unfinished jobs' lines and "
     "collect2 are cascade")

case("cpp-ctest-gtest-discover-two-suites",
     f"cmake 3.25.1, ninja 1.11.1, ctest 3.25.1, GoogleTest 1.12.1, g++ (Debian 12.2.0-14+deb12u1) 12.2.0",
     "cmake -S . -B build -G Ninja && cmake --build build && ctest --test-dir build --output-on-failure",
     "test",
     [(r"tests/csv_test\.cpp:18: Failure$", "tests/csv_test.cpp:18"),
      (r"tests/duration_test\.cpp:32: Failure$", "tests/duration_test.cpp:32")],
     [r"Test +#9: CsvSplit\.TrailingSeparatorGivesEmptyField \.+\*\*\*Failed",
      r"Test +#72: DurationFormat\.WholeHours \.+\*\*\*Failed",
      r"^\[  FAILED  \] CsvSplit\.TrailingSeparatorGivesEmptyField \(", r"^\[  FAILED  \] CsvSplit\.TrailingSeparatorGivesEmptyField$",
      r"^\[  FAILED  \] DurationFormat\.WholeHours \(", r"^\[  FAILED  \] DurationFormat\.WholeHours$",
      (r"^\[  FAILED  \] 1 test, listed below:", 2), (r"^ 1 FAILED TEST", 2),
      r"98% tests passed, 2 tests failed out of 129", r"^\t +9 - CsvSplit", r"^\t +72 - DurationFormat",
      r"^Errors while running CTest"],
     {"tests_failed": 2},
     GZ + "gzipped. configure and build pass, then ctest runs 129 gtest cases (gtest_discover_tests, one "
     "ctest test per case, parametrized suites included). Two fail in two suites: CsvSplit drops the "
     "empty field after a trailing ',' and DurationFormat writes 7200 s as '2h0m0s'. Labelled on "
     "gtest's 'file:line: Failure' lines; each test's ctest '***Failed' line above its output is as "
     "defensible and counted as cascade, with gtest's [  FAILED  ] lines and ctest's summary. ctest "
     "prints '98% tests passed', not a passed count")

case("gha-c-valgrind-leak-invalid-read", f"valgrind-3.19.0, {GCC}, {MAKE}{GHA}",
     "make; valgrind --leak-check=full --error-exitcode=1 ./test_jobq (two steps)", "test",
     [(r"== Invalid read of size 8$", "jobq.c:62"),
      (r"== 77 \(16 direct, 61 indirect\) bytes in 1 blocks are definitely lost", "test_jobq.c:50")],
     [r"==    definitely lost: 16 bytes in 1 blocks", r"== ERROR SUMMARY: 3 errors from 2 contexts",
      r"##\[error\]Process completed with exit code 1\."],
     {"errors": 3},
     "two-step job: the build passes, then memcheck runs a test program whose 8 checks all pass "
     "('# 0 of 8 checks failed', printed after the first report because stdout is buffered). Two "
     "independent problems: jobq_cancel_below reads j->next after jobq_cancel freed j (invalid read, "
     "reported once for two occurrences), and one test never frees its queue (definitely lost, with the "
     "jobs indirectly lost). The LEAK SUMMARY 'definitely lost' line and the ERROR SUMMARY restate them. "
     "Tally errors 3 from 'ERROR SUMMARY: 3 errors from 2 contexts' (two contexts: the invalid read "
     "happened twice). PID and addresses change between runs")

case("gha-c-prove-tap-second-step-fails", f"prove (perl 5.36.0, Test::Harness 3.44), {GCC}, {MAKE}{GHA}",
     "make; make test (prove -v t/); make install DESTDIR=$PWD/stage (three steps, the third skipped)",
     "test",
     [(r"not ok 3 - quoted field with comma$", "t/02-quoting.t")],
     [r"Dubious, test returned 1", r"Failed 1/4 subtests", r"t/02-quoting\.t \(Wstat: 256",
      r"  Failed test:  3$", r"  Non-zero exit status: 1$", r"Result: FAIL$",
      r"make: \*\*\* \[Makefile:9: test\] Error 1", r"##\[error\]Process completed with exit code 2\."],
     {"tests_failed": 1},
     "a job of three steps: make passes, make test (prove -v over three shell TAP scripts) fails, and "
     "the install step is skipped, which writes nothing to the job log. One failing assertion: fieldcut "
     "does not handle a quoted field with a comma ('not ok 3', with its '#   Failed test' diagnostics "
     "under it). prove's Dubious/Failed lines, the Test Summary Report and Result: FAIL restate it. "
     "Passing lines mention 'error' (t/03-errors.t). Tally: the report's 'Failed: 1'; prove prints "
     "Tests=14 as a total, not a passed count")

case("gha-sh-pipefail-grep", f"GNU bash 5.2.15, GNU grep 3.8{GHA}", "./ci/docs-check.sh (set -euo pipefail)",
     "mixed",
     [(r"grep: docs/\*\.md: No such file or directory", None)],
     [r"##\[error\]Process completed with exit code 2\."],
     {},
     "a docs script under set -euo pipefail: a link check passes ('checked 5 links, 0 errors'), then "
     "the table of contents pipeline 'grep -h ... docs/*.md | sed | sort -u' fails: docs/ was renamed "
     "handbook/, the glob matches nothing and grep gets the literal docs/*.md. Without pipefail the "
     "pipeline would succeed (sort's status); with it the script exits with grep's 2")

case("sh-ci-configure-missing-dep", f"dash 0.5.12 (/bin/sh), {GCC}", "./ci/build.sh (runs ./configure --prefix=/usr --with-encryption)",
     "build",
     [(r"^configure: error: libsodium is required", None, 2, 0)],
     [(r"^configure: error: libsodium is required", 2), r"^conftest\.c:1:10: fatal error: sodium\.h",
      r"^compilation terminated\."],
     {},
     "a CI script runs a hand-written autoconf-style configure: 13 checks pass, the check for sodium.h "
     "fails and configure stops with its own 'configure: error:' line (root cause). The script then "
     "prints the end of config.log: the probe's compiler error (conftest.c: fatal error: sodium.h), "
     "'compilation terminated.', 'configure: result: no' and the same configure error again (last "
     "line); the error lines among them restate the failed check and are cascade, though the conftest "
     "line is defensible as the detail")

case("sh-timeout-make-soak-terminated", f"GNU coreutils timeout 9.1, {MAKE}, {GCC}, GNU bash 5.2.15",
     "make && timeout 2 make soak", "mixed",
     [(r"^make: \*\*\* \[Makefile:11: soak\] Terminated$", None)],
     [],
     {},
     "the soak program is built, then 'timeout 2 make soak' runs a 10 s soak that reports every 300 ms; "
     "after seven progress lines timeout sends TERM to the process group and make reports its recipe "
     "'Terminated'; exit 124 from timeout. The make line is the only sign of the timeout, so it is the "
     "root cause")

case("gha-c-cmake-ctest-success-skipped", f"cmake 3.25.1, ctest 3.25.1, {MAKE}, {GCC}{GHA}",
     "cmake -S . -B build; cmake --build build; env -u GEOKIT_PG_URL ctest --test-dir build --output-on-failure (three steps)",
     "mixed", [], [],
     {"tests_failed": 0, "tests_skipped": 1},
     "success: a library, three tools and four test programs build (Unix Makefiles) with three gcc "
     "warnings, then ctest: 12 tests pass, one exits 77 (SKIP_RETURN_CODE) and is reported ***Skipped "
     "and under 'The following tests did not run'. ctest's line says '100% tests passed, 0 tests "
     "failed out of 13' (the skipped one counted as not failed): tally tests_failed 0 and the one "
     "skipped test; no passed count is printed")

case("c-automake-check-success", f"autoconf 2.71, automake 1.16.5, {GCC}, {MAKE}",
     "autoreconf -fi && ./configure && make && make check", "mixed", [], [],
     {"tests_passed": 4, "tests_skipped": 1, "tests_failed": 0},
     "success: autoreconf, configure, make (one -Wunused-variable warning), then automake's parallel "
     "test harness: 4 PASS, 1 SKIP (exit 77, no /dev/log), 1 XFAIL (a known bug listed in "
     "XFAIL_TESTS); the Testsuite summary prints TOTAL 6, PASS 4, SKIP 1, XFAIL 1, FAIL 0, XPASS 0, "
     "ERROR 0 (the harness's ERROR count, not a build error)")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
