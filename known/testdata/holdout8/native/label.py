#!/usr/bin/env python3
"""Writes holdout8/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
    rcs.sort(key=lambda r: r["line"])  # make -j2 may put the sub-makes' errors in either order
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


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
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
E = r"(\x1b\[[0-9;]*[mK])*"  # colour codes between the words of a coloured line

# ------------------------------------------------------------------ compile errors
case("gha-c-make-redefinition-missing-include-guard", f"{GCC}, {MAKE}{GHA}",
     "uname -sm && cc --version | head -n1; make CC=gcc (two steps)", "build",
     [(r"include/vec\.h:4:8: error: redefinition of ‘struct vec2’", "include/vec.h:4:8")],
     [(r"include/vec\.h:\d+:\d+: error: conflicting types for ‘vec2_", 5),
      r"make: \*\*\* \[Makefile:13: build/bbox\.o\] Error 1", DONE],
     {},
     "two-step job, the first prints the machine and compiler. make compiles shape.c and "
     "transform.c (an unused-parameter warning), then bbox.c includes vec.h twice (directly and "
     "through shape.h) and vec.h has no include guard: 'redefinition of struct vec2' under an 'In "
     "file included from' chain, with its 'originally defined here' note, then 'conflicting types' "
     "for each of the five static inline functions of the same header. One cause (the missing guard), "
     "labelled on the first error; the five conflicting-types errors, make's Error 1 and the "
     "runner's exit line are cascade")

case("cpp-make-k-override-mismatch-const-this-color", f"{GXX}, {MAKE}", "make -k", "build",
     [(E + r"src/csv_exporter\.hpp:10:10:" + E + " " + E + "error: .*marked ‘.*override.*’, but does not override",
       "src/csv_exporter.hpp:10:10", 2, 0),
      (E + r"src/report\.cpp:11:35:.*error: .*passing ‘.*const ledger::Account.*’ as ‘.*this.*’ argument discards qualifiers",
       "src/report.cpp:11:35")],
     [(E + r"src/csv_exporter\.hpp:10:10:" + E + " " + E + "error: .*marked ‘.*override.*’, but does not override", 2),
      E + r"src/main\.cpp:23:29:.*error: .*cannot declare variable ‘.*csv.*’ to be of abstract type",
      E + r"src/main\.cpp:27:26:.*error: .*no matching function for call to",
      r"^make: \*\*\* \[Makefile:11: obj/csv_exporter\.o\] Error 1", r"^make: \*\*\* \[Makefile:11: obj/main\.o\] Error 1",
      r"^make: \*\*\* \[Makefile:11: obj/report\.o\] Error 1", r"^make: Target 'ledger' not remade because of errors\."],
     {},
     "make -k, g++ with -fdiagnostics-color=always in the Makefile (texts keep the escape codes). "
     "Two independent errors. Exporter::write gained an Account parameter but CsvExporter::write "
     "was not updated: 'marked override, but does not override' in csv_exporter.hpp, reported once "
     "for each file that includes it (csv_exporter.cpp, then main.cpp), and in main.cpp its "
     "consequences: CsvExporter is now abstract ('cannot declare variable csv to be of abstract "
     "type', with the pure-virtual notes) and the three-argument call finds no match: one cause, on "
     "its first report, the rest cascade. Independently report.cpp calls the non-const "
     "Account::balance() through a const reference ('passing const ... as this argument discards "
     "qualifiers'). make's three Error 1 lines and 'not remade' are cascade")

case("gha-cpp-ninja-unordered-map-no-hash-long-color", f"{CMAKE}, {NINJA}, {GXX}{GHA}",
     "c++/cmake/ninja --version; cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release; "
     "CLICOLOR_FORCE=1 cmake --build build -j 1 (three steps)", "build",
     [(r"hashtable_policy\.h:1268:23:" + E + " " + E + r"error: " + E + "static assertion failed: hash function must be invocable",
       "src/agg/series_key.hpp:27:62")],
     [r"hashtable_policy\.h:1270:25:" + E + " " + E + r"error: " + E + "no match for call to",
      r"Z " + E + r"FAILED: " + E + r"CMakeFiles/telcore\.dir/src/agg/series_key\.cpp\.o", r"Z ninja: build stopped: subcommand failed\.",
      DONE],
     {},
     "long (288 lines), three steps: versions, configure (Ninja), build with colour forced "
     "(-fdiagnostics-color=always in CMakeLists.txt; CLICOLOR_FORCE=1 so ninja keeps the codes). 74 "
     "C++ files compile with 44 warnings (sign-compare, unused parameter/variable: warnings only), "
     "then src/agg/series_key.cpp: SeriesIndex keeps a std::unordered_map keyed by SeriesKey, which "
     "has operator== but no std::hash specialisation. gcc prints the 'In instantiation of ... "
     "required from ... required from here' chain (the last frame, series_key.hpp:27:62, is the "
     "project's operator[] call; it is the source given), then 'static assertion failed: hash "
     "function must be invocable with an argument of key type' (the root cause) and 'no match for "
     "call to (const std::hash<SeriesKey>)' from the same missing hash (cascade), with ninja's "
     "FAILED: (above the chain), 'build stopped' and the runner's exit line")

case("cpp-clang-make-namespace-rename-too-many-errors-color", f"{CLANG} (clang++), {MAKE}", "make", "build",
     [(E + r"src/app/client\.cpp:18:5: " + E + "error: " + E + "use of undeclared identifier 'net'", "src/app/client.cpp:18:5")],
     [(E + r"src/app/client\.cpp:\d+:\d+: " + E + "error: " + E + "use of undeclared identifier 'net'", 19),
      E + r"fatal error: " + E + r"too many errors emitted, stopping now", r"^20 errors generated\.",
      r"^make: \*\*\* \[Makefile:17: obj/app/client\.o\] Error 1"],
     {},
     "clang++ with -fcolor-diagnostics (texts keep the escape codes). The socket headers moved from "
     "namespace net to netio; server.cpp was updated and links, client.cpp still says net:: "
     "everywhere: 19 'use of undeclared identifier net' errors, then clang's 'fatal error: too many "
     "errors emitted, stopping now [-ferror-limit=]' and '20 errors generated.'. One cause, on the "
     "first error; the other 18, the fatal error, the count and make's Error 1 are cascade")

case("c-cmake-ninja-k0-clang-werror-two-files-crlf", f"{CMAKE}, {NINJA}, {CLANG}",
     "CC=clang cmake -S . -B build -G Ninja && cmake --build build -j 1 -- -k 0", "build",
     [(r"src/level\.c:7:10: error: enumeration value 'RLOG_TRACE' not handled in switch \[-Werror,-Wswitch\]", "src/level.c:7:10"),
      (r"src/rotate\.c:18:6: error: variable 'rc' is used uninitialized whenever 'if' condition is false", "src/rotate.c:18:6")],
     [r"^FAILED: CMakeFiles/rlog\.dir/src/level\.c\.o", r"^FAILED: CMakeFiles/rlog\.dir/src/rotate\.c\.o",
      (r"^1 error generated\.", 2), r"^ninja: build stopped: cannot make progress due to previous errors\."],
     {},
     "CRLF line ends (texts without the CR). CMAKE_COMPILE_WARNING_AS_ERROR (CMake 3.24+) adds "
     "-Werror; ninja -k 0 keeps going. Two independent errors in two files: the new RLOG_TRACE "
     "level is not handled in rlog_level_name's switch (-Wswitch), and rotate.c returns 'rc' that is "
     "set only when keep > 0 (-Wsometimes-uninitialized, with three notes). Each file's 'FAILED:' "
     "line (above the error, with the compile command) and '1 error generated.', and ninja's "
     "'build stopped: cannot make progress', are cascade")

case("c-make-k-j2-recursive-incompatible-arg-duplicate-case", f"{GCC}, {MAKE}",
     "make -k -j2 (recursive: util, proto, app)", "build",
     [(r"^subscribe\.c:45:37: error: incompatible type for argument 1 of ‘topic_match’", "proto/subscribe.c:45:37"),
      (r"^cli\.c:37:17: error: duplicate case value", "app/cli.c:37:17")],
     [r"^make\[1\]: \*\*\* \[Makefile:9: subscribe\.o\] Error 1",
      r"^make\[1\]: Target 'libproto\.a' not remade because of errors\.",
      r"^make: \*\*\* \[Makefile:10: proto\] Error 2",
      r"^make\[1\]: \*\*\* \[Makefile:9: cli\.o\] Error 1",
      r"^make\[1\]: \*\*\* No rule to make target '\.\./proto/libproto\.a', needed by 'mqttlited'\.",
      r"^make\[1\]: Target 'mqttlited' not remade because of errors\.",
      r"^make: \*\*\* \[Makefile:10: app\] Error 2", r"^make: Target 'all' not remade because of errors\."],
     {},
     "gzipped, 226 lines. make -k -j2 runs the util and proto sub-makes in parallel (their "
     "'Entering directory' lines and compile lines interleave; the order changes from run to run), "
     "then app (which depends on util only). 60-odd compile lines and 20 files' warnings "
     "(unused parameter/variable, sign-compare), then two independent errors: proto/subscribe.c "
     "passes a struct topic_filter where topic_match now takes a pointer ('incompatible type for "
     "argument 1', with the 'expected ... but argument is of type' note under an 'In file included "
     "from' line), and app/cli.c maps both --verbose and --version to 'v' ('duplicate case value', "
     "'previously used here'). app's 'No rule to make target ../proto/libproto.a' is a consequence "
     "of the proto failure (the library was never made): cascade, with the sub-makes' Error lines "
     "and the 'not remade' lines", gz=True)

# ------------------------------------------------------------------ link errors
case("c-cmake-missing-libm-undefined-math-crlf", f"{CMAKE}, {GCC}, {MAKE}, {LD}",
     "cmake -S . -B build && cmake --build build", "build",
     [(r"src/summary\.c:21: undefined reference to `sqrt'", "src/summary.c:21")],
     [(r"undefined reference to `(fmin|fmax|floor|ceil|pow|round)'", 7),
      r"^collect2: error: ld returned 1 exit status",
      r"^gmake\[2\]: \*\*\* .*sensorstat\] Error 1", r"^gmake\[1\]: \*\*\* .* Error 2",
      r"^gmake: \*\*\* \[Makefile:91: all\] Error 2"],
     {},
     "CRLF line ends. configure and compile pass; the link of sensorstat fails because nobody links "
     "libm (target_link_libraries names only the static library): eight undefined references "
     "(sqrt, fmin, fmax, floor twice, ceil, pow, round) from three objects of the library. One "
     "cause, on the first reference; the other seven, collect2 and the three gmake Error lines are "
     "cascade. ld's 'in function' lines are the preambles of their references (in neither list)")

case("gha-cpp-ninja-missing-extern-c-undefined-refs", f"{CMAKE}, {NINJA}, {GCC}, {GXX}, {LD}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo; cmake --build build -j 1 (two steps)",
     "build",
     [(r"archive\.cpp:21: undefined reference to `crc32_update\(unsigned int, void const\*, unsigned long\)'",
       "src/archive.cpp:21")],
     [r"archive\.cpp:13: undefined reference to `crc32_update", r"manifest\.cpp:26: undefined reference to `b64_encoded_len",
      r"manifest\.cpp:27: undefined reference to `b64_encode\(", r"Z collect2: error: ld returned 1 exit status",
      r"Z FAILED: packer", r"Z ninja: build stopped: subcommand failed\.", DONE],
     {},
     "two-step job: configure, then ninja builds a C library (codec: base64.c, crc32.c) and a C++ "
     "tool. codec.h has no extern \"C\" guard, so the C++ objects look for C++-mangled names: four "
     "undefined references with C++ signatures (crc32_update twice, b64_encoded_len, b64_encode). "
     "One cause (the header's missing extern \"C\"), labelled on the first reference; the other "
     "three, collect2, ninja's FAILED: (above them, with the link command), 'build stopped' and the "
     "runner's exit line are cascade. Someone reading the two base64 functions and crc32_update as "
     "separate missing symbols could count more causes")

# ------------------------------------------------------------------ make itself
case("c-make-recursive-missing-separator", f"{GCC}, {MAKE}", "make (recursive: lib, tools)", "build",
     [(r"^Makefile:15: \*\*\* missing separator \(did you mean TAB instead of 8 spaces\?\)\.  Stop\.",
       "tools/Makefile:15")],
     [r"^make: \*\*\* \[Makefile:8: tools\] Error 2"],
     {},
     "recursive make: lib/ compiles and archives (Entering/Leaving directory), then make reads "
     "tools/Makefile, whose install recipe has a line indented with eight spaces: 'Makefile:15: *** "
     "missing separator (did you mean TAB instead of 8 spaces?).  Stop.' (make's own error, named "
     "after the sub-make's Makefile). The top make's 'Error 2' is cascade")

case("c-make-no-rule-renamed-source", f"{GCC} (cc), {MAKE}", "make check", "build",
     [(r"^make: \*\*\* No rule to make target 'build/strbuf\.o', needed by 'build/logtail'\.  Stop\.", "Makefile")],
     [],
     {},
     "src/strbuf.c was renamed to src/sbuf.c; the Makefile's object list still names strbuf.o. make "
     "compiles the three objects before it, then stops: 'No rule to make target build/strbuf.o, "
     "needed by build/logtail'. The root cause is make's own '***' line (no compiler runs for it)")

# ------------------------------------------------------------------ cmake configure
case("cmake-minimum-required-too-new", CMAKE,
     "cmake --version && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release", "build",
     [(r"^CMake Error at CMakeLists\.txt:1 \(cmake_minimum_required\):", "CMakeLists.txt:1")],
     [r"^-- Configuring incomplete, errors occurred!"],
     {},
     "the project asks for cmake_minimum_required(VERSION 3.28), the machine has 3.25.1 (printed "
     "just above). Labelled on 'CMake Error at'; the message line under it ('CMake 3.28 or higher "
     "is required.  You are running version 3.25.1') is as defensible. 'Configuring incomplete' is "
     "cascade")

case("sh-ci-cmake-add-subdirectory-empty-submodule", f"{CMAKE}, {BASH}", "./ci/build.sh", "build",
     [(r"^CMake Error at CMakeLists\.txt:10 \(add_subdirectory\):", "CMakeLists.txt:10")],
     [r"^-- Configuring incomplete, errors occurred!"],
     {},
     "a CI script under set -euo pipefail prints '==> configure' and runs cmake: the fmt submodule "
     "was never checked out (third_party/fmt is an empty directory, as an uninitialised submodule "
     "leaves it; gen.sh makes it), so add_subdirectory fails: 'The source directory ... does not "
     "contain a CMakeLists.txt file.'. set -e ends the script (exit 1) before the build and test "
     "stages. 'Configuring incomplete' is cascade")

case("gha-cmake-matrix-compiler-not-found", f"{CMAKE}, {CLANG}{GHA}",
     "clang --version; cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug "
     "-DCMAKE_C_COMPILER=clang-17 -DCMAKE_CXX_COMPILER=clang++-17 (two steps)", "build",
     [(r"Z CMake Error at CMakeLists\.txt:2 \(project\):", "CMakeLists.txt:2", 2, 0)],
     [(r"Z CMake Error at CMakeLists\.txt:2 \(project\):", 2), r"Z -- Configuring incomplete, errors occurred!", DONE],
     {},
     "two-step job: 'clang --version' shows clang 14, then a matrix entry configures with "
     "clang-17/clang++-17, which the runner does not have: two 'CMake Error at CMakeLists.txt:2 "
     "(project)' messages, 'The CMAKE_C_COMPILER: clang-17 is not a full path and was not found in "
     "the PATH.' and the same for CMAKE_CXX_COMPILER. One cause (the toolchain the matrix names is "
     "not installed), labelled on the first; the second, 'Configuring incomplete' and the exit line "
     "are cascade. Reading C and C++ as two causes is possible")

# ------------------------------------------------------------------ ninja, killed compiler
case("gha-c-ninja-custom-command-re2c-not-found", f"{CMAKE}, {NINJA}, {GCC}, dash 0.5.12 (/bin/sh){GHA}",
     "cmake -S . -B build -G Ninja; cmake --build build -j 1 (two steps)", "build",
     [(r"Z /bin/sh: 1: re2c: not found", None)],
     [r"Z FAILED: lexer\.c ", r"Z ninja: build stopped: subcommand failed\.", DONE],
     {},
     "two-step job: configure, then ninja builds calccore and runs the custom command that generates "
     "lexer.c with re2c, which is not installed: ninja's 'FAILED: lexer.c ...' and the command line, "
     "then dash's '/bin/sh: 1: re2c: not found' (the root cause; dash says 'not found', not "
     "'command not found'; the command's exit status 127 is not printed) and 'build stopped'. "
     "The FAILED: line is ninja's restatement (cascade), as is the runner's exit line")

case("gha-cpp-cmake-cc1plus-killed-oom", f"{CMAKE}, {GXX}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build (two steps)", "build",
     [(r"Z c\+\+: fatal error: Killed signal terminated program cc1plus", "src/rules.cpp")],
     [r"Z compilation terminated\.", r"Z gmake\[2\]: \*\*\* .*rules\.cpp\.o\] Error 1",
      r"Z gmake\[1\]: \*\*\* .* Error 2", r"Z gmake: \*\*\* \[Makefile:91: all\] Error 2", DONE],
     {},
     "two-step job: configure, then the Makefile build compiles four files and is killed on the "
     "fifth (rules.cpp, heavy on <regex>): 'c++: fatal error: Killed signal terminated program "
     "cc1plus', the way an out-of-memory runner shows it. The SIGKILL is simulated "
     "(ci/oom-sim/cc1plus runs the real cc1plus and kills it after a second; see the README); the "
     "driver's message is real. 'compilation terminated.', the three gmake Error lines and the exit "
     "line are cascade")

# ------------------------------------------------------------------ tests
case("cpp-gtest-shuffle-fixture-setup-and-rounding-long", f"{CMAKE}, {GXX}, {MAKE}, {GTEST}",
     "cmake -S . -B build && cmake --build build && ./build/invoice_tests --gtest_shuffle "
     "--gtest_random_seed=18", "test",
     [(r"tests/money_test\.cpp:91: Failure", "tests/money_test.cpp:91"),
      (r"tests/invoice_test\.cpp:54: Failure", "tests/invoice_test.cpp:54", 6, 0)],
     [(r"tests/invoice_test\.cpp:54: Failure", 6),
      (r"^\[  FAILED  \] InvoiceFileTest\.\w+ \(\d+ ms\)", 6),
      r"^\[  FAILED  \] Table/PercentOf\.RoundsHalfAwayFromZero/24, .* \(\d+ ms\)",
      r"^\[  FAILED  \] 7 tests, listed below:", (r"^\[  FAILED  \] InvoiceFileTest\.\w+$", 6),
      r"^\[  FAILED  \] Table/PercentOf\.RoundsHalfAwayFromZero/24, where GetParam\(\) = -7 @ 5000 bp -> -4$",
      r"^ 7 FAILED TESTS"],
     {"tests_passed": 147, "tests_failed": 7},
     "gzipped, 428 lines: cmake + make build (24 lines), then the gtest binary with --gtest_shuffle "
     "and a fixed seed (18): 154 tests in 14 suites, most of them parametrized. Two causes, both "
     "late: percent_of rounds an exact negative half toward zero (-7 cents at 50% gives -3, want -4; "
     "one row of a parametrized table, money_test.cpp:91), and the InvoiceFileTest fixture's SetUp "
     "cannot open tests/testdata/invoice_basic.txt (the file is invoice-basic.txt): all six tests of "
     "the fixture fail word for word at invoice_test.cpp:54, one cause, labelled on the first, the "
     "other five Failure lines cascade. gtest's [  FAILED  ] lines and final list are cascade",
     gz=True)

case("gha-cpp-ctest-gtest-typed-float-and-lru-color", f"{CMAKE}, {NINJA}, {GXX}, {CTEST}, {GTEST}{GHA}",
     "cmake -S . -B build -G Ninja; cmake --build build -j 1; ctest --test-dir build "
     "--output-on-failure (three steps; the tests run with --gtest_color=yes)", "test",
     [(r"tests/stats_tests\.cpp:39: Failure", "tests/stats_tests.cpp:39"),
      (r"tests/cache_tests\.cpp:39: Failure", "tests/cache_tests.cpp:39")],
     [r"tests/stats_tests\.cpp:40: Failure", r"tests/cache_tests\.cpp:40: Failure",
      r"Z 1/4 Test #1: stats \.+\*\*\*Failed", r"Z 2/4 Test #2: cache \.+\*\*\*Failed",
      r"\[  FAILED  \] " + E + r"RunningStatsTest/0\.VarianceOfLargeOffsetSamples, where TypeParam = float \(",
      (r"\[  FAILED  \] " + E + r"1 test, listed below:", 2),
      r"\[  FAILED  \] " + E + r"RunningStatsTest/0\.VarianceOfLargeOffsetSamples, where TypeParam = float$",
      r"\[  FAILED  \] " + E + r"LruCache\.EvictsLeastRecentlyUsed \(", r"\[  FAILED  \] " + E + r"LruCache\.EvictsLeastRecentlyUsed$",
      (r"Z  1 FAILED TEST$", 2), r"Z 50% tests passed, 2 tests failed out of 4",
      r"Z The following tests FAILED:", r"Z \t  1 - stats \(Failed\)", r"Z \t  2 - cache \(Failed\)",
      r"Z Errors while running CTest", DONE],
     {"tests_failed": 2},
     "three-step job (configure, build, test); ctest runs four gtest binaries, each with "
     "--gtest_color=yes (gtest's colour codes kept in the texts). Two independent failures: the "
     "typed RunningStatsTest fails for TypeParam = float only (Welford's mean and variance in float "
     "lose the 1e-6 tolerance; two EXPECT_NEAR failures in one test, lines 39 and 40: the second is "
     "cascade), and LruCache.EvictsLeastRecentlyUsed fails because get() does not move the entry to "
     "the front (two checks, lines 39 and 40: one cause). Labelled on gtest's 'file:line: Failure' "
     "lines; ctest's ***Failed line above each output is as defensible and is cascade, with gtest's "
     "[  FAILED  ] lines and ctest's summary. Tally: ctest's '2 tests failed'; the gtest binaries' "
     "own counts cover the two failing binaries only")

case("c-ctest-fixture-setup-failed-not-run-crlf", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure", "test",
     [(r"^minidb-init: cannot open schema .*/schema/0003_accounts\.schema: No such file or directory", None)],
     [r"^3/7 Test #3: store_init \.+\*\*\*Failed", (r"^Failed test dependencies: store_init", 3),
      (r"^[4-6]/7 Test #[4-6]: store_\w+ \.+\*\*\*Not Run", 3), r"^43% tests passed, 4 tests failed out of 7",
      r"^The following tests FAILED:", r"^\t  3 - store_init \(Failed\)", (r"^\t  [4-6] - store_\w+ \(Not Run\)", 3),
      r"^Errors while running CTest"],
     {"tests_failed": 4},
     "CRLF line ends. ctest fixtures: store_init (FIXTURES_SETUP) creates the test database from "
     "schema/0003_accounts.schema, but the file is named 0003-accounts.schema: minidb-init's "
     "'cannot open schema ...: No such file or directory' is the root cause (its ***Failed line "
     "above is as defensible). The three tests that require the fixture are not run ('Failed test "
     "dependencies: store_init', '***Not Run'), the cleanup test runs and passes. ctest counts 4 "
     "failed of 7; everything after the root cause is cascade")

case("c-ctest-sigfpe-numerical-and-missing-executable", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure", "test",
     [(r"^1/5 Test #1: mean \.+\*\*\*Exception: Numerical", None),
      (r"^Could not find executable test_quantile$", "CMakeLists.txt (add_test quantiles)")],
     [r"^Unable to find executable: test_quantile", r"^3/5 Test #3: quantiles \.+\*\*\*Not Run",
      r"^60% tests passed, 2 tests failed out of 5", r"^The following tests FAILED:",
      r"^\t  1 - mean \(NUMERICAL\)", r"^\t  3 - quantiles \(Not Run\)", r"^Errors while running CTest"],
     {"tests_failed": 2},
     "ctest over five plain C test programs. Two independent failures: test_mean divides by a zero "
     "count (an empty window) and dies of SIGFPE before printing anything, so ctest's '***Exception: "
     "Numerical' line is its root cause; add_test(quantiles) names test_quantile while the target is "
     "test_quantiles: ctest's 'Could not find executable test_quantile' (then the places it looked, "
     "'Unable to find executable' and '***Not Run'). Summary and FAILED list are cascade")

case("gha-cpp-gtest-hang-timeout-124", f"{CMAKE}, {NINJA}, {GXX}, {GTEST}, coreutils 9.1 (timeout){GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build -j 1; "
     "timeout 10s ./build/workq_tests (three steps)", "test",
     [(DONE + r" 124\.", None)],
     [],
     {},
     "three-step job: configure, build, then the gtest binary under 'timeout 10s'. "
     "WorkQueue::close() sets the flag without notify_all, so CloseWakesBlockedConsumer waits "
     "forever: its '[ RUN      ]' line is the last the binary prints, timeout sends TERM after 10 s "
     "and exits 124 without a message of its own. As in holdout2's gha-sh-timeout-124, the runner's "
     "'exit code 124' line is the only failure line and is labelled; the unfinished '[ RUN      ] "
     "WorkQueue.CloseWakesBlockedConsumer' line (which names the hung test) is as defensible")

# ------------------------------------------------------------------ valgrind
case("cpp-make-memcheck-mismatched-delete-double-free", f"{GXX}, {MAKE}, {VALGRIND}",
     "make && make memcheck", "test",
     [(r"== Mismatched free\(\) / delete / delete \[\]$", "src/gap_buffer.cpp:12", 2, 0),
      (r"== Invalid free\(\) / delete / delete\[\] / realloc\(\)$", "src/gap_buffer.cpp:12")],
     [(r"== Mismatched free\(\) / delete / delete \[\]$", 2), r"== ERROR SUMMARY: 3 errors from 3 contexts",
      r"^make: \*\*\* \[Makefile:14: memcheck\] Error 1"],
     {"errors": 3},
     "make builds a small C++ editor buffer and its test (all six checks print ok; stdout is a pipe, "
     "so they appear after valgrind's reports), make memcheck runs valgrind --error-exitcode=1. Two "
     "causes: ~GapBuffer() frees its new[] buffer with plain delete ('Mismatched free() / delete / "
     "delete []', twice from the same line, gap_buffer.cpp:12: one cause, the second report cascade), "
     "and GapBuffer has no copy constructor, so the snapshot copied into UndoStack's vector shares "
     "the buffer and it is deleted twice ('Invalid free() / delete / delete[] / realloc()'). "
     "ERROR SUMMARY and make's Error 1 are cascade")

case("c-make-memcheck-uninit-heap-and-padding", f"{GCC}, {MAKE}, {VALGRIND}",
     "make check memcheck", "test",
     [(r"== Conditional jump or move depends on uninitialised value\(s\)$", "src/series.c:49"),
      (r"== Syscall param write\(buf\) points to uninitialised byte\(s\)$", "src/snapshot.c:22")],
     [r"== ERROR SUMMARY: 7 errors from 2 contexts", r"^make: \*\*\* \[Makefile:18: memcheck\] Error 2"],
     {"errors": 7},
     "make check passes (18 checks print ok), then make memcheck runs the same test under valgrind "
     "--track-origins=yes --error-exitcode=2. Two causes: series_max loops up to the capacity of a "
     "realloc'd array instead of its length ('Conditional jump or move depends on uninitialised "
     "value(s)', origin a heap allocation by realloc; valgrind shows it once, counts 6), and "
     "snapshot_write writes a header struct whose padding byte was never set ('Syscall param "
     "write(buf) points to uninitialised byte(s)', origin a stack allocation). ERROR SUMMARY and "
     "make's Error 2 are cascade")

# ------------------------------------------------------------------ shell and CI
case("gha-sh-lint-script-cppcheck-not-found", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make; make test; ./ci/lint.sh (three steps)", "mixed",
     [(r"Z \./ci/lint\.sh: line 9: cppcheck: command not found", "ci/lint.sh:9")],
     [DONE],
     {},
     "three-step job: make, make test (a test program printing TAP-like 'ok N - ...' and '1..9', "
     "all passing: its own output, no runner's tally), then ci/lint.sh under set -euo pipefail: "
     "the -Werror build passes silently (make -s), then 'cppcheck: command not found' (exit 127; "
     "cppcheck is not installed on the runner)")

case("sh-set-e-vendor-sha256-mismatch", f"{BASH}, coreutils 9.1 (sha256sum)", "./ci/bundle.sh", "mixed",
     [(r"^vendor/miniz-3\.0\.2\.tar\.gz: FAILED$", "vendor/SHA256SUMS")],
     [r"^sha256sum: WARNING: 1 computed checksum did NOT match"],
     {},
     "a release script under set -euo pipefail: it prints its version and toolchain, then checks the "
     "vendored tarballs with sha256sum -c: miniz was bumped to 3.0.2 without updating its line in "
     "vendor/SHA256SUMS ('vendor/miniz-3.0.2.tar.gz: FAILED', the root cause); sha256sum's "
     "'WARNING: 1 computed checksum did NOT match' restates it (cascade) and set -e stops the "
     "script (exit 1) before unpacking")

# ------------------------------------------------------------------ successes
case("c-make-j2-recursive-memcheck-success", f"{GCC}, {MAKE}, {VALGRIND}",
     "make -j2 && make check && make memcheck", "test", [], [],
     {"errors": 0},
     "success: recursive make -j2 (Entering/Leaving directory) builds a string library and three "
     "test programs, make check prints each program's own 'N checks, 0 failed', make memcheck runs "
     "them under valgrind: three 'ERROR SUMMARY: 0 errors from 0 contexts' and 'All heap blocks "
     "were freed'. The word 'errors' appears only in valgrind's banners and summaries")

case("c-ctest-verbose-success-long-crlf", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build -V", "test", [], [],
     {"tests_failed": 0},
     "success, 360 lines, CRLF: configure, build, then ctest -V over 34 unit-conversion tests: "
     "each test's command line, working directory, timeout and its own output ('ok ...' lines, "
     "prefixed 'N: ') and the 'Passed' line; '100% tests passed, 0 tests failed out of 34'")

case("gha-cpp-cmake-warnings-ctest-success", f"{CMAKE}, {GXX}, {MAKE}, {CTEST}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DSLUGIFY_WITH_ICU=ON; cmake --build build; "
     "ctest --test-dir build --output-on-failure (three steps)", "mixed", [], [],
     {"tests_failed": 0},
     "success, three steps. Configure prints four CMake warnings that look like its errors: 'CMake "
     "Deprecation Warning at CMakeLists.txt:1 (cmake_minimum_required)', a project 'CMake Warning "
     "at CMakeLists.txt:9 (message)' (libunac not found, fallback used), 'CMake Warning (dev) at "
     "CMakeLists.txt:12 (add_library)' (policy CMP0115) and 'Manually-specified variables were not "
     "used by the project'; the build and ctest pass (6 tests, '100% tests passed')")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
