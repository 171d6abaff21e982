#!/usr/bin/env python3
"""Writes holdout11/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
PIP = "pip (Python 3.11.7)"
VALGRIND = "valgrind-3.19.0"
AUTOCONF = "autoconf 2.71"
AUTOMAKE = "automake 1.16.5"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
GMAKE3 = [r"gmake\[2\]: \*\*\* .* Error 1$", r"gmake\[1\]: \*\*\* .* Error 2$", r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$"]
E = r"(?:\x1b\[[0-9;]*m\x1b\[K)*"  # gcc colour codes between tokens

# ================================================================ compile errors
case("gha-c-pip-codegen-ninja-implicit-strlcpy", f"{PIP}, {CMAKE}, {NINJA}, {GCC}{GHA}",
     "python3 -m pip install -r requirements.txt; cmake -S . -B build -G Ninja; cmake --build build -j 1; "
     "ctest (four steps, the last skipped)", "build",
     [(r"src/fmt\.c:15:16: error: implicit declaration of function ‘strlcpy’", "src/fmt.c:15:16")],
     [r"^\S+ cc1: some warnings being treated as errors$", r"FAILED: CMakeFiles/errtab\.dir/src/fmt\.c\.o",
      r"ninja: build stopped: subcommand failed\.", DONE],
     {},
     "four steps: pip (all `Requirement already satisfied`, pip's `WARNING: Running pip as the "
     "'root' user`), cmake (a `CMake Deprecation Warning` for cmake_minimum_required(2.8)), "
     "ninja; ctest never runs. The build runs the project's code generator (`gen_errors: wrote 6 "
     "error codes`, a line full of the word error that is only progress), warns about an unused "
     "variable in msg.c, then fmt.c calls BSD strlcpy, which glibc 2.36 lacks: `implicit "
     "declaration of function ‘strlcpy’` made an error by -Werror=implicit-function-declaration. "
     "One cause; `cc1: some warnings being treated as errors`, ninja's FAILED and `build stopped` "
     "and the runner's exit line are cascade")

case("cpp-make-k-thread-ref-and-const-map-index-color", f"{GXX}, {MAKE}",
     "make -k EXTRA_CXXFLAGS=-fdiagnostics-color=always", "build",
     [(r"std_thread\.h:129:72:" + E + r" " + E + r"error: " + E + r"static assertion failed", "src/pool.cpp:24:29"),
      (r"src/config\.cpp:8:29:" + E + r" " + E + r"error: ", "src/config.cpp:8:29")],
     [r"std_thread\.h:251:11:" + E + r" " + E + r"error: ", r"std_thread\.h:255:9:" + E + r" " + E + r"error: ",
      (r"^make: \*\*\* \[Makefile:8: src/\w+\.o\] Error 1$", 2), r"^make: Target 'all' not remade"],
     {},
     "g++ colour forced (texts keep the codes), make -k. Two independent causes: pool.cpp passes "
     "a per-worker Stats (a reference parameter) to std::thread without std::ref: `static "
     "assertion failed: std::thread arguments must be invocable after conversion to rvalues` in "
     "std_thread.h under `In file included from` and an `In instantiation of ... required from "
     "here` chain whose project frame is pool.cpp:24:29 (the source); the two `no type named "
     "‘type’` errors that follow in the same header are the same failed instantiation (cascade). "
     "config.cpp indexes a const std::map with operator[] (`passing ‘const std::map<...>’ as "
     "‘this’ argument discards qualifiers`, its `in call to` note under an include chain). "
     "main.cpp's `is deprecated` warning (-Wdeprecated-declarations) with its `declared here` "
     "note is a warning: neither list. make's two Error 1 and `not remade` are cascade")

case("cpp-make-k-missing-functional-include-four-tus-crlf", f"{GXX}, {MAKE}",
     "g++ --version | head -n1 && make -k", "build",
     [(r"^include/evbus/handler\.hpp:13:22: error: ‘function’ in namespace ‘std’", "include/evbus/handler.hpp:13:22", 4, 0)],
     [(r"^include/evbus/handler\.hpp:13:22: error: ", 4), (r"^include/evbus/handler\.hpp:17:5: error: ", 4),
      (r"^include/evbus/bus\.hpp:8:48: error: ", 4), r"^src/bus\.cpp:4:49: error: ", r"^src/bus\.cpp:6:65: error: ",
      r"^src/bus\.cpp:15:15: error: ", r"^src/filter\.cpp:3:1: error: ", r"^src/demo\.cpp:6:28: error: ",
      (r"^make: \*\*\* \[Makefile:10: src/\w+\.o\] Error 1$", 4), r"^make: Target 'all' not remade"],
     {},
     "CRLF. handler.hpp (0.4: handlers became std::function) includes <string> and <vector> but "
     "not <functional>. Every file that includes it fails: bus.cpp, topic.cpp, filter.cpp and "
     "demo.cpp each start with the same `‘function’ in namespace ‘std’ does not name a template "
     "type` under `In file included from`, with the `did you forget to ‘#include <functional>’?` "
     "note, then `‘Handler’ does not name a type` / `has not been declared`, `too many "
     "initializers`, `has no member named ‘handler’` and demo.cpp's `invalid user-defined "
     "conversion ... to ‘int’` (Handler taken as int). One cause on the first error; the other "
     "18 error lines (the same header error in three more files included), make's four Error 1 "
     "and `not remade` are cascade. clock.cpp's -Wunused-variable warning is in neither list")

case("c-clang-make-k-werror-pointer-type-and-switch-color", f"{CLANG}, {MAKE}",
     "make -k EXTRA_CFLAGS=-fcolor-diagnostics", "build",
     [(r"src/main\.c:11:62: .*error: .*incompatible pointer types passing 'int \*'", "src/main.c:11:62"),
      (r"src/emit\.c:5:11: .*error: .*enumeration value 'FMT_YAML' not handled", "src/emit.c:5:11")],
     [(r"1 error generated\.", 2), (r"^make: \*\*\* \[Makefile:8: src/\w+\.o\] Error 1$", 2),
      r"^make: Target 'fmtconv' not remade"],
     {},
     "clang -fcolor-diagnostics (texts keep the codes), make -k, -Werror only for switch and "
     "incompatible-pointer-types. Two independent causes: main.c declares the cell count `int n` "
     "and passes &n where read_row wants size_t* (`incompatible pointer types ... "
     "[-Werror,-Wincompatible-pointer-types]`, with a `passing argument to parameter 'n' here` "
     "note), and emit.c's switch misses the new FMT_YAML (`enumeration value 'FMT_YAML' not "
     "handled in switch [-Werror,-Wswitch]`); format.c, which handles it, compiles. read.c's "
     "plain `unused variable` warning and its `1 warning generated.` are in neither list. Each "
     "`1 error generated.`, make's two Error 1 and `not remade` are cascade")

case("sh-ci-recursive-make-storage-size-unknown-long", f"{APT}, {MAKE} (recursive), {GCC}, {BASH}",
     f"bash -c 'set -x; apt-get install -y --no-install-recommends build-essential make; gcc --version | head -n1; make -j2'",
     "build",
     [(r"^export\.c:6:29: error: storage size of ‘st’ isn’t known", "app/export.c:6:29")],
     [r"^make\[1\]: \*\*\* \[\.\./common\.mk:4: export\.o\] Error 1$", r"^make: \*\*\* \[Makefile:3: all\] Error 1$",
      (r"^make\[1\]: \*\*\* Waiting for unfinished jobs\.\.\.\.$", None)],
     {},
     "gzipped, long: a CI script (set -x) with an apt-get step (already installed), then a "
     "recursive `make -j2` over four probe libraries (120 files, 40 `unused variable ‘scratch’` "
     "warnings, `Entering/Leaving directory` lines) and finally app/: export.c declares a "
     "`struct export_stats` that export.h only forward-declares: `storage size of ‘st’ isn’t "
     "known`, the last error of the log. One cause; the `unused variable ‘st’` warning on the "
     "same line is a warning; make[1]'s Error 1, its `Waiting for unfinished jobs....` (printed "
     "when main.o is still compiling: timing) and the top make's Error 1 are cascade",
     gz=True)

# ================================================================ link errors
case("gha-cpp-make-link-with-cc-undefined-libstdcxx", f"{APT}, {MAKE}, {GXX}, {LD}{GHA}",
     "apt-get install -y --no-install-recommends build-essential make; make; make test (three steps, the last skipped)",
     "build",
     [(r"^\S+ main\.cpp:\(\.text\+0xc3\): undefined reference to `operator delete", "Makefile:5")],
     [(r"undefined reference to `", 102), r"more undefined references to `operator delete\(void\*, unsigned long\)' follow",
      r"collect2: error: ld returned 1 exit status", r"make: \*\*\* \[Makefile:5: wordtally\] Error 1", DONE],
     {},
     "three steps: apt-get (already installed), make, make test (skipped). The Makefile, copied "
     "from a C project, links the C++ objects with $(CC) (`cc -o wordtally ...`), so libstdc++ "
     "is never linked: 102 `undefined reference` lines to operator new/delete, iostreams, "
     "std::string internals, __cxa_* and __gxx_personality_v0, from all four objects. One cause "
     "(the link command), labelled on the first undefined reference (source: the Makefile's "
     "link recipe); the other 101, `more undefined references ... follow`, collect2, make's "
     "Error 1 and the runner's exit line are cascade. ld's `relocation against `_ZSt4cout'` and "
     "`creating DT_TEXTREL in a PIE` warnings, the `in function` lines and report.cpp's two "
     "-Wsign-compare warnings are in neither list")

case("gha-c-cmake-test-main-ifdef-undefined-main", f"{APT}, {CMAKE}, {GCC}, {LD}, {MAKE}{GHA}",
     "apt-get install -y --no-install-recommends cmake; cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; "
     "cmake --build build; ctest (four steps, the last skipped)", "build",
     [(r"\(\.text\+0x17\): undefined reference to `main'", "tests/test_stats.c:16")],
     [r"collect2: error: ld returned 1 exit status"] + GMAKE3 + [DONE],
     {},
     "four steps: apt-get, configure, build, ctest (skipped). The library, a benchmark and two "
     "tests build and link (four -Wunused-* warnings), then test_stats fails to link: its main() "
     "sits under `#ifdef RINGBUF_TEST_MAIN`, which nothing defines (gcc also warns that "
     "check_ratio is `defined but not used`: a warning, neither list). ld: `Scrt1.o: in "
     "function `_start':` then `(.text+0x17): undefined reference to `main'`, the cause (source: "
     "the #ifdef). collect2, gmake's three Error lines and the runner's exit line are cascade")

# ================================================================ make, ninja, cmake
case("sh-ci-make-k-missing-objdir-dependency-file-crlf", f"{MAKE}, {GCC}, {BASH}",
     "bash -c 'set -x; make --version | head -n1; make clean; make -k'", "build",
     [(r"^src/emit\.c:6:1: fatal error: opening dependency file build/obj/emit\.d", "Makefile:14")],
     [(r"fatal error: opening dependency file build/obj/\w+\.d: No such file or directory", 4),
      (r"^compilation terminated\.$", 4), (r"^make: \*\*\* \[Makefile:15: build/obj/\w+\.o\] Error 1$", 4),
      r"^make: Target 'all' not remade"],
     {},
     "CRLF; a CI script with set -x. The Makefile puts objects in build/obj/ but only the link "
     "rule runs mkdir (for build/bin/); after `make clean` removed build/, every compile fails "
     "before writing anything: gcc -MMD cannot open its dependency file (`fatal error: opening "
     "dependency file build/obj/emit.d: No such file or directory`). make -k tries all four "
     "objects: four identical failures of one missing directory, one cause on the first (source: "
     "the pattern rule with no mkdir). The other three fatal errors, the four `compilation "
     "terminated.`, make's four Error 1 and `not remade` are cascade")

case("sh-ci-ninja-generator-multiple-rules-generate", f"{NINJA}, {BASH}",
     "./ci/build.sh (set -ex: python3 configure.py; ninja -j 1)", "build",
     [(r"^ninja: error: build\.ninja:27: multiple rules generate obj/util\.o", "configure.py:7")],
     [],
     {},
     "a CI script (set -ex): the project's own configure.py writes build.ninja; src/util.c is in "
     "both the core list and the kvbench tool's sources, so two build statements produce "
     "obj/util.o and ninja 1.11 refuses the manifest: `ninja: error: build.ninja:27: multiple "
     "rules generate obj/util.o`. One cause; `configure.py: wrote build.ninja` before it is "
     "progress. Nothing is cascade")

case("gha-cmake-duplicate-target-cmp0002", f"{APT}, {CMAKE}{GHA}",
     "apt-get install -y --no-install-recommends cmake; cmake -S . -B build; cmake --build build "
     "(three steps, the last skipped)", "build",
     [(r"CMake Error at src/net/CMakeLists\.txt:2 \(add_library\):", "src/net/CMakeLists.txt:2")],
     [r"CMake Error at src/net/CMakeLists\.txt:4 \(target_link_libraries\):",
      r"-- Configuring incomplete, errors occurred!", DONE],
     {},
     "three steps: apt-get, configure, build (skipped). The helpers moved from src/core to "
     "src/net with a new add_library(util), and the old one was left in src/core: `CMake Error "
     "at src/net/CMakeLists.txt:2 (add_library): add_library cannot create target \"util\" "
     "because another target with the same name already exists` (CMP0002). The next CMake Error, "
     "target_link_libraries on `util` `which is not built in this directory`, is the same "
     "duplicate (the name belongs to core's target): cascade, with `Configuring incomplete` and "
     "the runner's line. Noise that is not a cause: the `CMake Deprecation Warning` "
     "(cmake_minimum_required 2.8), `Looking for pcap/pcap.h - not found`, and the project's own "
     "`CMake Warning ... libpcap headers not found`")

case("cmake-genex-target-file-typo-generate-failed-crlf", f"{CMAKE}",
     "cmake -S . -B build -G Ninja && cmake --build build", "build",
     [(r"^CMake Error at CMakeLists\.txt:6 \(add_custom_command\):", "CMakeLists.txt:8", 3, 0)],
     [(r"^CMake Error at CMakeLists\.txt:6 \(add_custom_command\):", 3),
      r"^CMake Generate step failed\.  Build files cannot be regenerated correctly\."],
     {},
     "CRLF. `$<TARGET_FILE:gen_tabels>` misspells the gen_tables target; configuring succeeds "
     "(`-- Configuring done`) and the generate step reports `Error evaluating generator "
     "expression ... No target \"gen_tabels\"` three times for the same add_custom_command, then "
     "`-- Generating done` and `CMake Generate step failed`. One cause on the first CMake Error "
     "(source: the genex, line 8 of CMakeLists.txt; cmake names the command's first line); the "
     "two repeats and `Generate step failed` are cascade. The build never runs")

# ================================================================ ctest, gtest
case("gha-c-ctest-repeat-until-pass-flaky-and-real-failure", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build --output-on-failure "
     "--repeat until-pass:3 (three steps)", "test",
     [(r"tests/test_next_fire\.c:10: cron_next_minute\(m, h, 9 \* 60 \+ 30\) == 600, expected 570", "tests/test_next_fire.c:10", 3, 0)],
     [(r"tests/test_next_fire\.c:10: cron_next_minute", 3), (r"Test #3: next_fire \.+\*\*\*Failed", 3),
      (r"tests/test_next_fire\.c: 1 failure\(s\)", 3), r"80% tests passed, 1 tests failed out of 5",
      r"\t  3 - next_fire \(Failed\)", r"Errors while running CTest", DONE],
     {"tests_passed": 4, "tests_failed": 1},
     "three steps: configure, build, ctest with --repeat until-pass:3. next_fire fails all three "
     "attempts with the same check (cron_next_minute searches from `from + 1`, so a time that "
     "matches is skipped): one cause on its first failed-check line; the two repeats of it, the "
     "three `***Failed` lines and `1 failure(s)` lines, the summary, the FAILED list, `Errors "
     "while running CTest` and the runner's exit line are cascade. Noise that looks like a "
     "failure and is not: lockfile's first attempt (`***Failed` and `lockfile: FAILED to take "
     "... stale lock`) passes on its retry and is not in the FAILED list, so it is in neither "
     "list. tally from ctest's summary (`80% tests passed, 1 tests failed out of 5`)")

case("gha-cpp-gtest-string-diff-and-escape-noisy-long", f"{APT}, {CMAKE}, {GXX}, {MAKE}, {GTEST}{GHA}",
     "apt-get install -y --no-install-recommends libgtest-dev cmake; cmake -S . -B build; "
     "cmake --build build; ./build/minitmpl_tests (four steps)", "test",
     [(r"tests/test_render\.cpp:18: Failure$", "tests/test_render.cpp:18"),
      (r"tests/test_escape\.cpp:5: Failure$", "tests/test_escape.cpp:5")],
     [(r"\[  FAILED  \] Render\.ListBlock", 2), (r"\[  FAILED  \] Escape\.Quotes", 2),
      r"\[  FAILED  \] 2 tests, listed below:", r" 2 FAILED TESTS$", DONE],
     {"tests_passed": 101, "tests_failed": 2, "tests_skipped": 1},
     "gzipped, long: four steps (apt-get, configure, build, the gtest binary run directly), 104 "
     "tests. Two independent failures: Render.ListBlock expects Mustache's standalone-tag rule "
     "(a line holding only `{{#rows}}` dropped) that render() lacks (EXPECT_EQ on a multi-line "
     "string, `With diff:` and a unified diff whose `-` lines are part of the message), and "
     "Escape.Quotes expects `'` escaped as `&#39;`, which html_escape does not do. Each is "
     "labelled on its `file:line: Failure` line; the `[  FAILED  ]` lines (per test and in the "
     "list), `2 FAILED TESTS` and the runner's line are cascade. Noise that is not a failure: "
     "`[minitmpl ERROR] unterminated tag at offset 4` (Lexer.UnterminatedTagThrows, an "
     "EXPECT_THROW that passes), `[minitmpl ERROR] simulated failure: connection reset by peer` "
     "and `[minitmpl WARN] retry 1/3 failed` (logger tests), a GTEST_SKIP (`Skipped`, `[  "
     "SKIPPED ]`) and a DISABLED_ test whose body would FAIL(). tally from gtest's summary",
     gz=True)

# ================================================================ valgrind, sanitizers
case("sh-ci-valgrind-null-deref-sigsegv-still-reachable", f"{VALGRIND}, {MAKE}, {GCC}, {BASH}",
     "bash -c 'set -x; valgrind --version; make; make memcheck'", "test",
     [(r"^==\d+== Invalid read of size 8$", "src/ini.c:36")],
     [r"^==\d+== Process terminating with default action of signal 11 \(SIGSEGV\)$",
      r"^==\d+== ERROR SUMMARY: 1 errors from 1 contexts", r"^Segmentation fault$",
      r"^make: \*\*\* \[Makefile:14: memcheck\] Error 1$"],
     {"errors": 1},
     "a CI script (set -x): make (a -Wformat-truncation warning), then `make memcheck`, valgrind "
     "with --leak-check=full --show-leak-kinds=all over two tests. test_parse passes: its "
     "`ini: error: missing '=' on line 5, line ignored` is the parse error it expects (`1 parse "
     "error(s) reported (1 expected)`), its `still reachable` record is the interned-name pool, "
     "and its ERROR SUMMARY is 0. test_lookup asks for a missing key: ini_get dereferences "
     "ini_find()'s NULL: `Invalid read of size 8 ... Address 0x40 is not stack'd, malloc'd or "
     "(recently) free'd`, the cause (source ini.c:36); `Process terminating with default action "
     "of signal 11 (SIGSEGV)`, its `ERROR SUMMARY: 1 errors`, the shell's `Segmentation fault` and "
     "make's Error 1 are cascade. The four `still reachable` records that follow are the "
     "process dying with everything allocated, not leaks (--errors-for-leak-kinds=definite): "
     "neither list. tally: the two ERROR SUMMARY counts (0 + 1)")

case("gha-c-tsan-data-race-unlocked-counter", f"{GCC} (-fsanitize=thread), {MAKE}{GHA}",
     "make all; make check (two steps)", "test",
     [(r"WARNING: ThreadSanitizer: data race \(pid=\d+\)$", "src/counter.c:5")],
     [r"SUMMARY: ThreadSanitizer: data race src/counter\.c:5 in counter_miss", r"ThreadSanitizer: reported 1 warnings",
      r"make: \*\*\* \[Makefile:13: check\] Error 66", DONE],
     {},
     "two steps: make all (clean), make check with gcc -fsanitize=thread. counter_miss() was "
     "changed to skip the mutex (`perf: avoid lock on miss path`): `WARNING: ThreadSanitizer: "
     "data race` on c.misses between two worker threads, the cause (source counter.c:5). "
     "TSan's SUMMARY, `reported 1 warnings`, make's Error 66 (TSan's exit code) and the runner's "
     "line are cascade; the stack and thread-creation frames are notes. test_counter's own line "
     "`hits=36000 misses=4000` is right this time, and make stops before test_shard")

case("sh-ci-asan-global-overflow-ubsan-shift-color", f"{APT}, {GCC} (-fsanitize=address, UBSan shift), {MAKE}, {BASH}",
     "ASAN_OPTIONS=color=always UBSAN_OPTIONS=color=always:print_stacktrace=1:halt_on_error=1 bash -c "
     "'set -x; apt-get install ...; make; make -k check'", "test",
     [(r"==\d+==ERROR: AddressSanitizer: global-buffer-overflow", "src/b64.c:22"),
      (r"src/bits\.c:2:61:.*runtime error: .*shift exponent 32 is too large", "src/bits.c:2:61")],
     [r"SUMMARY: AddressSanitizer: global-buffer-overflow src/b64\.c:22 in value_of", r"^==\d+==ABORTING$",
      r"^make: \*\*\* \[Makefile:9: run-test_decode\] Error 1$", r"^make: \*\*\* \[Makefile:9: run-test_bits\] Error 1$",
      r"^make: Target 'check' not remade"],
     {},
     "a CI script (set -x): apt-get (already installed), make, make -k check over three test "
     "programs built with ASan and UBSan's shift/overflow/null checks, sanitizer colour forced "
     "(texts keep the codes). test_encode passes. Two independent causes: value_of() scans the "
     "64-byte alphabet up to index 64 (`global-buffer-overflow ... 0 bytes to the right of "
     "global variable 'alphabet'`, reached by test_decode's '=' input, whose rejection the test "
     "prints it expects), and rotl32() shifts by 32 - r with r = 0 (UBSan `shift exponent 32 is "
     "too large for 32-bit type 'unsigned int'`, halt_on_error). ASan's SUMMARY and ABORTING, "
     "make's two Error 1 and `not remade` are cascade; stack frames, the global's description and "
     "the shadow-byte map are notes")

# ================================================================ autotools
case("sh-ci-autoreconf-gnu-strictness-missing-news", f"{AUTOCONF}, {AUTOMAKE}, {BASH}",
     "./ci/build.sh (set -euxo pipefail: autoreconf -fiv; ./configure; make; make check)", "build",
     [(r"^Makefile\.am: error: required file '\./AUTHORS' not found$", "configure.ac:6")],
     [r"^Makefile\.am: error: required file '\./ChangeLog' not found$", r"^Makefile\.am: error: required file '\./NEWS' not found$",
      r"^autoreconf: error: automake failed with exit status: 1$"],
     {},
     "a CI script (set -euxo pipefail) with autoreconf -v chatter (`not using Gettext`, `not "
     "using Libtool`, `installing 'build-aux/compile'`...). AM_INIT_AUTOMAKE([-Wall -Werror "
     "subdir-objects]) lacks `foreign`, so automake applies GNU strictness and wants the GNU "
     "files: `required file './AUTHORS' not found`, then ChangeLog and NEWS (README.md counts as "
     "README). One cause (the missing option, configure.ac:6), labelled on the first; the other "
     "two and autoreconf's `automake failed` are cascade. The indented `Consider adding the "
     "COPYING file` lines are automake's hints: neither list")

case("gha-c-automake-check-fail-and-hard-error-xfail-noise", f"{AUTOCONF}, {AUTOMAKE}, {GCC}, {MAKE}{GHA}",
     "autoreconf -fi; ./configure; make; make check || { cat test-suite.log; exit 1; } (four steps)", "test",
     [(r"\./tests/t_temp\.sh: 100 C -> F: got 'inf', want '212'$", "src/units.c:7"),
      (r"t_data: cannot read reference table \./tests/data/units\.tsv$", "tests/t_data.sh:4")],
     [(r" FAIL: tests/t_temp\.sh$", 2), (r" ERROR: tests/t_data\.sh$", 2), (r" # FAIL:  1$", 2), (r" # ERROR: 1$", 2),
      r"make\[2\]: \*\*\* \[Makefile:\d+: test-suite\.log\] Error 1", r"make\[1\]: \*\*\* \[Makefile:\d+: check-TESTS\] Error 2",
      r"make: \*\*\* \[Makefile:\d+: check-am\] Error 2", r" FAIL tests/t_temp\.sh \(exit status: 1\)$",
      r" ERROR tests/t_data\.sh \(exit status: 99\)$", DONE],
     {"tests_passed": 3, "tests_failed": 1, "tests_skipped": 1, "errors": 1},
     "four steps: autoreconf, configure (about 40 `checking ...` lines, some `no`), make, and "
     "make check whose failure branch cats test-suite.log. automake's harness over seven shell "
     "tests: PASS 3, SKIP 1, XFAIL 1, FAIL 1, ERROR 1. Two independent causes, each labelled on "
     "the test's own first failure line inside test-suite.log: t_temp's `100 C -> F: got 'inf', "
     "want '212'` (F's factor is written `5 / 9`, integer 0; source units.c:7), and t_data's "
     "`cannot read reference table ./tests/data/units.tsv` (the table was renamed to .csv; the "
     "test exits 99, a hard ERROR). Cascade: the harness's `FAIL:` and `ERROR:` result lines, "
     "the `# FAIL:  1` / `# ERROR: 1` lines of both summaries, the `(exit status: ...)` lines, "
     "make's three Error lines and the runner's line. Noise that is not a cause: t_bigvalues' "
     "`got '123457', want '123456.789'` is an expected failure (XFAIL, listed in XFAIL_TESTS), "
     "t_locale's SKIP (exit 77), and the `error:` messages t_parse_errors checks for (in its "
     ".log only). tally from automake's summary; errors = `# ERROR: 1`")

# ================================================================ shell and CI
case("gha-sh-crlf-shebang-cannot-execute-127", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make; make test; ./ci/package.sh (three steps)", "build",
     [(r"bash: line 1: \./ci/package\.sh: cannot execute: required file not found$", "ci/package.sh:1")],
     [DONE],
     {},
     "three steps: make (three -Wconversion warnings), make test (tests/run.sh prints "
     "`csvstat: warning: not a number: 'x' (skipped)` as part of what it tests, and two `PASS` "
     "lines), then the packaging script, committed with CRLF line ends: its interpreter is "
     "`/bin/bash\\r`, which does not exist, and bash 5.2 reports it as `./ci/package.sh: cannot "
     "execute: required file not found` (exit 127). One cause (source: the script's shebang); "
     "the runner's line is cascade")

case("gha-sh-retry-then-integration-deadlock-timeout-124", f"{GCC}, {MAKE}, coreutils 9.1 (timeout), {BASH}{GHA}",
     "make all check; a retry loop around ./tools/prepare-fixtures.sh; timeout 5 ./build/integration; "
     "echo (four steps, the last skipped)", "test",
     [(DONE + r" 124\.$", "tests/integration.c")],
     [],
     {},
     "four steps: build and unit test (`test_queue: sum=55 ok`), a retry loop whose first "
     "attempt fails (`prepare-fixtures: error: cache volume /cache/fixtures not mounted yet`, "
     "`prepare-fixtures failed (attempt 1), retrying in 1s`) and whose second succeeds (`3 "
     "fixtures ready`): noise, in neither list. Then the integration test deadlocks: q_close() "
     "signals one waiting worker instead of broadcasting, so three workers wait forever; "
     "`timeout 5` ends it with 124 and nothing is printed after the last progress line. The "
     "runner's `exit code 124` line is the only line that says so, and is labelled")

case("sh-ci-fuzz-replay-cpu-limit-killed-137", f"{GCC}, {MAKE}, {BASH}",
     "./ci/fuzz-regression.sh (set -eu; make; make check; ulimit -t 5; ./build/fuzz_replay corpus/*)", "test",
     [(r"^\./ci/fuzz-regression\.sh: line 9: +\d+ Killed +\./build/fuzz_replay corpus/\*$", "src/unescape.c:8")],
     [],
     {},
     "a CI script: build, a unit test that passes, then the fuzz-corpus replay under `ulimit -t "
     "5`. The fifth input ends in a backslash; unescape()'s `continue` for a trailing backslash "
     "never advances i, so it loops; at the CPU limit the kernel kills it (soft and hard limits "
     "equal: SIGKILL) and bash prints `line 9: PID Killed ./build/fuzz_replay corpus/*` (137). "
     "One cause, labelled on the Killed line (source: the loop in unescape.c); the last "
     "`replay: corpus/005-trailing` line names the input")

# ================================================================ successes
case("gha-c-ctest-verbose-flaky-retried-success", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build -V --repeat until-pass:2 (three steps)",
     "test", [], [],
     {"tests_passed": 5, "tests_failed": 0},
     "success. The cron project with next.c fixed; ctest -V --repeat until-pass:2. Lines that "
     "look like failures and are not: error_paths prints five `rc=-1 error: value out of "
     "range` / `expected a number` / `bad step` lines (the messages it checks for; it passes), "
     "lockfile's first attempt prints `lockfile: FAILED to take ... stale lock` and `***Failed`, "
     "then its retry passes; `100% tests passed, 0 tests failed out of 5`")

case("gha-cpp-gtest-smoke-continue-on-error-coverage-success", f"{CMAKE}, {GXX}, {GTEST}, {BASH}{GHA}",
     "cmake; cmake --build build; ./build/minitmpl_tests --gtest_filter='Logger.*:Lexer.*:Sizes/*'; "
     "gcovr (continue-on-error); echo (five steps)", "test", [], [],
     {"tests_passed": 67, "tests_skipped": 1},
     "success. A smoke job: 68 gtest tests pass or skip (`[minitmpl ERROR] ...` lines written by "
     "tests of the error paths and the logger, `retry 1/3 failed`, a GTEST_SKIP, a DISABLED "
     "test). The coverage step is continue-on-error: `bash: line 1: gcovr: command not found` "
     "and `##[error]Process completed with exit code 127.`, and the job goes on to the last "
     "step and succeeds. Neither is a root cause of the job (its outcome is success); both are "
     "in neither list")

case("gha-c-valgrind-still-reachable-success", f"{GCC}, {MAKE}, {VALGRIND}{GHA}",
     "make; make check; make memcheck (three steps)", "test", [], [],
     {"errors": 0},
     "success. The ini project with ini_get fixed: make (a -Wformat-truncation warning), make "
     "check, valgrind over both tests: `ERROR SUMMARY: 0 errors` twice. Lines that look like "
     "failures and are not: `ini: error: missing '=' on line 5, line ignored` (the parse error "
     "test_parse expects, printed in both steps) and the `still reachable` loss records (not "
     "errors under --errors-for-leak-kinds=definite)")

case("c-automake-check-xfail-skip-success-crlf", f"{AUTOCONF}, {AUTOMAKE}, {GCC}, {MAKE}",
     "autoreconf -fi && ./configure && make && make check", "test", [], [],
     {"tests_passed": 5, "tests_failed": 0, "tests_skipped": 1, "errors": 0},
     "success, CRLF. The units project fixed (5.0 / 9, the table's new name): PASS 5, SKIP 1, "
     "XFAIL 1. `XFAIL: tests/t_bigvalues.sh`, `# FAIL:  0` and `# ERROR: 0` look like failures "
     "and are not (an expected failure and two zero counts); configure's `checking for "
     "strtod_l... no`-style lines are ordinary")

case("sh-ci-recursive-make-j2-warnings-success-long", f"{APT}, {MAKE} (recursive, -j2), {GCC}, {BASH}",
     "bash -c 'set -x; apt-get install -y --no-install-recommends build-essential make; gcc --version | head -n1; "
     "make -j2; ./app/telemetryd'", "build", [], [],
     {},
     "success, long: the telemetry project with export.h fixed. apt-get, then the recursive "
     "make -j2 over 120 probe files with 40 `unused variable ‘scratch’` warnings, the app links "
     "and prints one metric. Warnings only; no runner prints a count (tally empty)")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
