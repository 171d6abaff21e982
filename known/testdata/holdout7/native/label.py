#!/usr/bin/env python3
"""Writes holdout7/native/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant) so a regeneration that
moves lines (two logs run things in parallel) is re-labelled the same way, or stops when a
pattern no longer fits."""
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
    """roots: (pattern, source) or (pattern, source, n, which): the which-th (0-based) of the n
    lines the pattern matches; the other n-1 are not added anywhere unless cascade names them.
    cascade: pattern (exactly one hit) or (pattern, n)."""
    f = f"logs/{id}.log" + (".gz" if gz else "")
    ls = lines_of(f)
    rc = int(exits[id])
    rcs = []
    for r in roots:
        pat, src = r[0], r[1]
        n, which = (r[2], r[3]) if len(r) > 2 else (1, 0)
        k = find(ls, pat, n)[which]
        rcs.append({"line": k, "source": src, "text": ls[k - 1]})
    rcs.sort(key=lambda r: r["line"])  # parallel runs may put either failure first
    cas = []
    for c in cascade:
        pat, n = (c, 1) if isinstance(c, str) else c
        cas += find(ls, pat, n)
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


CLANG = "Debian clang version 14.0.6"
MAKE = "GNU Make 4.3"
CMAKE = "cmake 3.25.1"
CTEST = "ctest 3.25.1"
NINJA = "ninja 1.11.1"
GTEST = "GoogleTest 1.12.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
ESC = "\x1b"

# ------------------------------------------------------------------ compile errors (clang)
case("gha-cpp-clang-ninja-template-instantiation-long-color", f"{CMAKE}, {NINJA}, {CLANG} (clang++){GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_COLOR_DIAGNOSTICS=ON; "
     "CLICOLOR_FORCE=1 cmake --build build -j 1 (two steps)", "build",
     [(r"include/tel/wire\.hpp:20:5: .*error: .*no matching function for call to 'encode'",
       "include/tel/wire.hpp:20:5")],
     [r"FAILED: .*CMakeFiles/telemetry\.dir/src/wire/sample_codec\.cpp\.o",
      r"Z (\x1b\[0m)?1 error generated\.$", r"ninja: build stopped: subcommand failed\.", DONE],
     {},
     "long (303 lines), two-step job, colour forced (CMAKE_COLOR_DIAGNOSTICS adds -fcolor-diagnostics, "
     "CLICOLOR_FORCE=1 keeps ninja from stripping it; texts keep the escape codes). ninja -j1 "
     "compiles 76 C++ files with 48 warnings (sign-compare, unused parameter; one file is named "
     "plugins/errors.cpp), then src/wire/sample_codec.cpp fails: it serializes a std::vector<Sample> "
     "through the generic to_wire_list/to_wire templates, and no encode() overload takes a Sample. "
     "One root cause, clang's error line in the header (under 'In file included from "
     "sample_codec.cpp:2'); the two 'in instantiation of function template specialization ... "
     "requested here' notes and four 'candidate function not viable' notes belong to it. ninja's "
     "FAILED: line (above the error), '1 error generated.', 'build stopped' and the runner's exit "
     "line are cascade. No tally: clang prints per-file counts only")

case("c-clang-make-k-j2-recursive-stdint-header", f"{CLANG}, {MAKE}", "make -k -j2", "build",
     [(r"^include/pkt\.h:8:5: error: unknown type name 'uint32_t'", "lib/include/pkt.h:8:5", 3, 0),
      (r"^stats\.c:11:54: error: too many arguments to function call, expected 4, have 5", "plugins/stats.c:11:54")],
     [(r"^include/pkt\.h:8:5: error: unknown type name 'uint32_t'", 3),
      (r"^include/pkt\.h:(9|10):5: error: unknown type name 'uint16_t'", 6),
      (r"^3 errors generated\.", 3), (r"^1 error generated\.", 1),
      r"^make\[1\]: \*\*\* \[Makefile:9: checksum\.o\] Error 1", r"^make\[1\]: \*\*\* \[Makefile:9: frame\.o\] Error 1",
      r"^make\[1\]: \*\*\* \[Makefile:9: parse\.o\] Error 1", r"^make\[1\]: \*\*\* \[Makefile:9: stats\.o\] Error 1",
      r"^make\[1\]: Target 'libnetpkt\.a' not remade", r"^make\[1\]: Target 'libplugins\.a' not remade",
      r"^make: \*\*\* \[Makefile:9: lib\] Error 2", r"^make: \*\*\* \[Makefile:9: plugins\] Error 2",
      r"^make: Target 'all' not remade"],
     {},
     "make -k -j2 at the top runs the lib and plugins sub-makes in parallel (Entering/Leaving "
     "directory lines), so their lines interleave and the order changes from run to run (label.py "
     "finds them by pattern). Two independent causes: lib/include/pkt.h uses uint32_t/uint16_t but "
     "includes only <stddef.h>: checksum.c, frame.c and parse.c each stop with the same three "
     "'unknown type name' errors under a two-level 'In file included from' chain (one cause: the first "
     "uint32_t error; the other eight are cascade); and plugins/stats.c calls plugin_emit with five "
     "arguments (clang's 'too many arguments to function call', with the 'declared here' note). "
     "The 'N errors generated.' lines and make's Error/not remade lines are cascade; pcap.c's "
     "unused-variable warning is only a warning")

# ------------------------------------------------------------------ link errors
case("c-clang-ld-multiple-definition-undefined-crlf", f"{CLANG}, GNU ld (Binutils) 2.40, {MAKE}", "make", "build",
     [(r"^/usr/bin/ld: options\.o:\(\.bss\+0x0\): multiple definition of `opts'", None),
      (r"/main\.c:11: undefined reference to `log_flush'", "main.c:11")],
     [(r"^/usr/bin/ld: (scan|report)\.o:\(\.bss\+0x0\): multiple definition of `opts'", 2),
      r"/report\.c:10: undefined reference to `log_flush'",
      r"^clang: error: linker command failed with exit code 1", r"^make: \*\*\* \[Makefile:6: dupfind\] Error 1"],
     {},
     "CRLF line ends (texts without the CR). clang drives GNU ld. Two independent link errors: "
     "options.h defines 'struct options opts;' instead of declaring it extern, and with -fno-common "
     "(the default since clang 11) every object that includes it defines it: three 'multiple "
     "definition' lines, one cause (the first); and log.c renamed log_flush to log_sync while log.h "
     "and two callers still use log_flush: two undefined references, one cause (labelled on the "
     "first reference line; ld's 'in function `main'' line above it is as defensible). clang's "
     "'linker command failed' (no collect2 with clang) and make's Error 1 are cascade")

case("gha-cpp-cmake-lld-undefined-template-color", f"{CMAKE}, {CLANG} (clang++), LLD 14.0.6, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_COLOR_DIAGNOSTICS=ON; "
     "CLICOLOR_FORCE=1 cmake --build build (two steps)", "build",
     [(r"ld\.lld: .*error: .*undefined symbol: .* strutil::join<double>", "src/summary.cpp")],
     [r"ld\.lld: .*error: .*undefined symbol: .* strutil::join<long>",
      r"clang: error: linker command failed with exit code 1",
      r"gmake\[2\]: \*\*\* .*csvstat\] Error 1", r"gmake\[1\]: \*\*\* .*csvstat\.dir/all\] Error 2",
      r"gmake: \*\*\* \[Makefile:91: all\] Error 2", DONE],
     {},
     "two-step job, configure passes; the project links with lld and turns its colours on "
     "(add_link_options(-fuse-ld=lld -Wl,--color-diagnostics)), cmake's progress lines are coloured "
     "by CLICOLOR_FORCE, clang's by CMAKE_COLOR_DIAGNOSTICS (texts keep the escape codes). "
     "strutil::join is a function template declared in the header but defined in src/join.cpp, which "
     "explicitly instantiates only join<std::string>; stats::summarize uses join<double> and "
     "join<long>: two lld 'undefined symbol' errors with their '>>> referenced by' lines. One cause "
     "(the template's definition is not visible where it is used): the first undefined symbol; the "
     "second, clang's 'linker command failed', the gmake Error lines and the runner's exit line are "
     "cascade. csvstat.cpp's two unused-parameter warnings are only warnings")

# ------------------------------------------------------------------ cmake configure errors
case("gha-cmake-find-package-nlohmann-json-missing", f"{CMAKE}{GHA}",
     "cmake --version; cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "
     "-DROUTEKIT_BUILD_BENCH=OFF (two steps)", "build",
     [(r"CMake Error at tools/CMakeLists\.txt:2 \(find_package\):", "tools/CMakeLists.txt:2")],
     [r"-- Configuring incomplete, errors occurred!", DONE],
     {},
     "two-step job (cmake --version passes). tools/CMakeLists.txt asks for find_package(nlohmann_json "
     "3.11 REQUIRED) and the runner has no nlohmann-json3-dev: 'CMake Error at ... (find_package)' "
     "with CMake's explanation (the config file names it looked for, CMAKE_PREFIX_PATH advice) on "
     "the indented lines under it. Labelled on the 'CMake Error at' line; the 'Could not find a "
     "package configuration file provided by \"nlohmann_json\"' line inside the message is as "
     "defensible. 'Configuring incomplete, errors occurred!' and the runner's exit line are cascade. "
     "The benchmarks are off in this job, so the typo'd target of cmake-typo-target-link-libraries "
     "(same project) is not reached")

case("cmake-typo-target-link-libraries", CMAKE,
     "cmake -S . -B build -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++", "build",
     [(r"^CMake Error at CMakeLists\.txt:22 \(target_link_libraries\):", "CMakeLists.txt:22")],
     [r"^-- Configuring incomplete, errors occurred!"],
     {},
     "a developer configure of the same project with the benchmarks on: add_executable(routekit_bench "
     "...) is followed by target_link_libraries(routekit_bnech ...) (typo): 'Cannot specify link "
     "libraries for target \"routekit_bnech\" which is not built by this project.' CMake stops "
     "there (before the tools/ subdirectory and its missing nlohmann_json). Labelled on the 'CMake "
     "Error at' line; 'Configuring incomplete' is cascade")

# ------------------------------------------------------------------ tests
case("gha-c-ctest-j2-timeout-pipe-not-closed", f"{CMAKE}, {NINJA}, {CLANG}, {CTEST}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang; cmake --build build -j 1; "
     "ctest --test-dir build -j2 --output-on-failure (three steps)", "test",
     [(r"Test #3: filter_empty_input \.+\*\*\*Timeout", None)],
     [r"89% tests passed, 1 tests failed out of 9", r"The following tests FAILED:",
      r"Z \t  3 - filter_empty_input \(Timeout\)", r"Errors while running CTest", DONE],
     {"tests_failed": 1},
     "three-step job: configure (Ninja, clang), build, then ctest -j2 (two tests at a time, so the "
     "Start/result order changes between runs) over 9 tests with labels. run_filter() closes the "
     "child's stdin only when there is input, so with empty input sort waits for EOF forever and "
     "filter_empty_input is stopped by its TIMEOUT 5 property: ctest's '***Timeout' line is the root "
     "cause (the test's own output above the hang, 'running sort with empty input', says nothing "
     "wrong). The summary, the FAILED list, 'Errors while running CTest' and the runner's exit line "
     "are cascade")

case("cpp-gtest-death-regex-and-exception-long", f"{CLANG} (clang++), {MAKE}, {GTEST}", "make check", "test",
     [(r"^svcconf_test\.cpp:155: Failure$", "svcconf_test.cpp:155"),
      (r"^unknown file: Failure$", None)],
     [r"^\[  FAILED  \] PortDeathTest\.JunkIsFatal \(", r"^\[  FAILED  \] RegistryTest\.AliasChain \(",
      r"^\[  FAILED  \] 2 tests, listed below:", r"^\[  FAILED  \] PortDeathTest\.JunkIsFatal$",
      r"^\[  FAILED  \] RegistryTest\.AliasChain$", r"^ 2 FAILED TESTS", r"^make: \*\*\* \[Makefile:14: check\] Error 1"],
     {"tests_passed": 134, "tests_failed": 2},
     "gzipped, 315 lines: make builds with clang++ and runs the gtest binary: 136 tests in 6 suites "
     "(four parametrized). Two independent failures, both early (death tests run first): "
     "PortDeathTest.JunkIsFatal's EXPECT_DEATH expects 'invalid port' but parse_port_or_die prints "
     "\"fatal: bad port 'http'\" ('died but not with expected error', the child's stderr in [  DEATH   ] "
     "lines), and RegistryTest.AliasChain resolves an alias of an alias, which Registry::resolve "
     "does not follow, so services_.at throws std::out_of_range: gtest's 'unknown file: Failure' "
     "then 'C++ exception with description \"map::at\" thrown in the test body.' Labelled on gtest's "
     "Failure lines (the death test's 'Result: died but not with expected error.' and the exception's "
     "description line below each are as defensible); the [  FAILED  ] lines, the list, '2 FAILED "
     "TESTS' and make's Error 1 are cascade",
     gz=True)

case("c-valgrind-off-by-one-and-leak", f"valgrind-3.19.0 (memcheck), {CLANG}, {MAKE}", "make memcheck", "test",
     [(r"^==\d+== Invalid write of size 1$", "kvfile.c:14", 2, 0),
      (r"^==\d+== 0 bytes in 1 blocks are definitely lost in loss record 1 of 2$", "kvfile.c:54")],
     [(r"^==\d+== Invalid write of size 1$", 2), (r"^==\d+== Invalid read of size 1$", 3),
      r"^==\d+== 12 bytes in 1 blocks are definitely lost in loss record 2 of 2$",
      r"^==\d+==    definitely lost: 12 bytes in 2 blocks", r"^==\d+== ERROR SUMMARY: 21 errors from 7 contexts",
      r"^make: \*\*\* \[Makefile:15: memcheck\] Error 3"],
     {"errors": 21},
     "make memcheck runs valgrind --leak-check=full --error-exitcode=3 on a config loader built by "
     "clang with -gdwarf-4 (valgrind 3.19 cannot read clang 14's default DWARF 5). Two independent "
     "problems: copy_trimmed mallocs n bytes for an n-character string and writes the NUL past the "
     "end (two 'Invalid write of size 1' contexts, key and value, then three 'Invalid read of size 1' "
     "of the unterminated strings in kv_load, strcmp and printf: one cause, the first invalid write); "
     "and the empty-key error path 'continue's without freeing key and value (two 'definitely lost' "
     "records, 0 and 12 bytes: one cause, the first record). The program's own 'testdata/app.conf:6: "
     "empty key' and '1 error(s)' are about the config file it reads, expected, and it exits 0 "
     "itself. LEAK SUMMARY, ERROR SUMMARY (tally: 21 errors) and make's Error 3 are cascade. PIDs "
     "and addresses change from run to run")

case("c-clang-asan-ubsan-three-tests-color", f"{CLANG} (-fsanitize=address,undefined), {MAKE}",
     "ASAN_OPTIONS=color=always UBSAN_OPTIONS=color=always:print_stacktrace=1 make check-all", "test",
     [(r"==\d+==ERROR: AddressSanitizer: stack-buffer-overflow on address", "lex.c:21:25"),
      (r"lex\.c:11:12:.* runtime error: .*index 7 out of bounds for type 'const char \*const\[7\]'", "lex.c:11:12"),
      (r"eval\.c:56:16:.* runtime error: .*member access within null pointer of type 'const struct node'", "eval.c:56:16")],
     [r"^SUMMARY: AddressSanitizer: stack-buffer-overflow", r"^==\d+==ABORTING",
      r"^SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior lex\.c:11:12",
      r"^SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior eval\.c:56:16",
      r"^make: \*\*\* \[Makefile:15: check-all\] Error 1"],
     {},
     "three test programs built with clang -fsanitize=address,undefined -fno-sanitize-recover=undefined, "
     "run by make check-all (which runs every test and fails at the end); colour forced through "
     "ASAN_OPTIONS/UBSAN_OPTIONS color=always (texts keep the escape codes). Three independent bugs: "
     "test_lex passes 'sizeof t' (bytes) as lex()'s token count and lex writes past the 8-token "
     "array (ASan stack-buffer-overflow WRITE, with the frame description and the shadow-byte map); "
     "tok_name's table has 7 names for 8 token kinds and test_names asks for TOK_EOF's (UBSan index "
     "out of bounds); a leading minus makes primary() return NULL and eval dereferences it (UBSan "
     "member access within null pointer). The tests' own 'N/M checks passed' lines are lost "
     "(buffered stdout, the programs abort). Each report's SUMMARY line, ASan's ABORTING and make's "
     "Error 1 are cascade. PIDs, addresses and BuildIds change from run to run")

# ------------------------------------------------------------------ shell and CI
case("gha-sh-set-e-cd-missing-dist-dir", f"{MAKE}, {CLANG}, GNU bash 5.2.15{GHA}",
     "make; find dist -type f | sort; VERSION=0.4.2 ./scripts/package.sh (three steps)", "mixed",
     [(r"\./scripts/package\.sh: line 12: cd: dist/linux-x86_64: No such file or directory", "scripts/package.sh:12")],
     [DONE],
     {},
     "three-step job: make builds into dist/linux-amd64 (the Makefile maps uname -m to Go-style arch "
     "names), the listing step shows it, then the packaging script (set -e) computes ARCH from "
     "uname -m (x86_64), cd fails and set -e stops the script before tar: bash's own 'cd: ... No "
     "such file or directory' is the root cause, the runner's exit line is cascade")

case("sh-timeout-verbose-124-replay-crlf", f"coreutils 9.1 timeout, GNU bash 5.2.15, {CLANG}",
     "bash ci/smoke.sh", "test",
     [(r"^timeout: sending signal TERM to command ‘\./replay’$", None)],
     [],
     {},
     "CRLF line ends (texts without the CR). A CI script under set -e builds a session replayer and "
     "runs each recorded session under 'timeout --verbose 5': the first session replays (3 frames), "
     "the second has a keepalive frame of length 0, which the loop skips with 'continue' before "
     "advancing its pointer, so it spins silently after frame 4 until timeout sends TERM: exit 124, "
     "and set -e ends the script (its 'all sessions replayed' never prints). timeout's own line is "
     "the root cause; nothing else follows it")

case("sh-make-timeout-kill-after-killed", f"{MAKE}, coreutils 9.1 timeout, {CLANG}", "make e2e", "test",
     [(r"^make: \*\*\* \[Makefile:11: e2e\] Killed$", None)],
     [],
     {},
     "make e2e runs 'timeout --kill-after=2 4 ./e2e_runner'. Case 5 (upload_resume) blocks on a read "
     "that never returns; after 4 s timeout sends TERM, the runner's handler only sets a flag and "
     "prints 'e2e: SIGTERM received, finishing the current case before exiting' (appended to the "
     "case's '[5/6] upload_resume ... ' line) while read restarts (SA_RESTART); 2 s later timeout "
     "sends KILL to its process group, which kills timeout itself too, so make reports the recipe "
     "'Killed' (a signal, not an exit code; make exits 2). Labelled on make's Killed line, the only "
     "failure line; the runner's SIGTERM line (the first sign of the hang) is as defensible")

case("c-make-doxygen-command-not-found-long", f"{CLANG}, {MAKE}, GNU bash 5.2.15", "make all check docs",
     "mixed",
     [(r"^/bin/bash: line 1: doxygen: command not found$", None)],
     [r"^make: \*\*\* \[Makefile:28: docs\] Error 127"],
     {},
     "long (399 lines): make all compiles 48 C files with clang -Wall -Wextra -Wshadow -Wconversion "
     "(86 warnings: float/int conversions, shadowed locals, unused variables), check builds and runs "
     "a test program whose 14 checks pass (its own 'ok N - ...', '1..14' and '# 14 passed, 0 failed' "
     "lines: the program's, not a runner's, so no tally), then the docs recipe (the Makefile sets "
     "SHELL := /bin/bash with pipefail) runs doxygen, which the runner does not have: bash's "
     "'command not found', make's Error 127 is cascade")

# ------------------------------------------------------------------ successes
case("gha-cpp-clang-ninja-ctest-gtest-skipped-success", f"{CMAKE}, {NINJA}, {CLANG} (clang++), {CTEST}, {GTEST}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo; "
     "cmake --build build -j 1; ctest --test-dir build -j2 --output-on-failure (three steps)", "mixed",
     [], [],
     {"tests_failed": 0, "tests_skipped": 1},
     "success: configure (Ninja, clang++, GTest found), build with one unused-variable warning, then "
     "ctest -j2 over the 19 gtest cases gtest_discover_tests registered: 18 pass, TokenBucket."
     "HighRateUnderLoad calls GTEST_SKIP (the discovered tests' SKIP_REGULAR_EXPRESSION makes it "
     "***Skipped, listed under 'The following tests did not run'). Several tests are named "
     "*IsAnError. '100% tests passed, 0 tests failed out of 19'; ctest prints no passed count")

case("c-cmake-ctest-memcheck-success-long", f"{CMAKE}, {CLANG}, {MAKE}, {CTEST} -T memcheck, valgrind-3.19.0",
     "cmake -S . -B build -DCMAKE_C_COMPILER=clang && cmake --build build --verbose && "
     "ctest --test-dir build -T memcheck", "mixed",
     [], [],
     {"tests_failed": 0},
     "success, gzipped, 377 lines: configure with include(CTest), a verbose build (every clang "
     "command line, gmake[N] Entering/Leaving directory) of a 34-file library and 18 test programs, "
     "then 'ctest -T memcheck' runs each test under valgrind (--leak-check=full --error-exitcode=1): "
     "18 'MemCheck ... Passed', '100% tests passed, 0 tests failed out of 18', and an empty "
     "'Memory checking results:' (no defects). ctest's tag line carries the date and the Site line "
     "the host name",
     gz=True)

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
