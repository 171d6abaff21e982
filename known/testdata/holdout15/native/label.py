#!/usr/bin/env python3
"""Writes holdout15/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
    """roots: (pattern, source) or (pattern, source, n, which); cascade: pattern, (pattern, n) or
    (pattern, n, start): the hits from index start on (the first failure's own message lines
    belong to it; only its repeats are cascade)"""
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
        pat, n, start = (c, 1, 0) if isinstance(c, str) else (tuple(c) + (0,))[:3]
        cas += find(ls, pat, n)[start:]
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
CL = r"(?:\x1b\[[0-9;]*m)*"  # clang colour codes between tokens

# ================================================================ compile errors
case("c-recursive-make-k-j2-missing-semicolon-and-opaque-struct-color", f"{GCC}, {MAKE} (recursive, -k -j2)",
     "make -k -j2 EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [(r"money\.c:9:51:" + E + r" " + E + r"error: ", "lib/money.c:9"),
      (r"report\.c:10:32:" + E + r" " + E + r"error: ", "app/report.c:10")],
     [r"report\.c:11:83:" + E + r" " + E + r"error: ",
      r"^make\[1\]: \*\*\* \[Makefile:12: report\.o\] Error 1$", r"^make\[1\]: \*\*\* \[Makefile:12: money\.o\] Error 1$",
      r"^make: \*\*\* \[Makefile:7: app\] Error 2$", r"^make: \*\*\* \[Makefile:7: lib\] Error 2$",
      (r"^make\[1\]: Target 'all' not remade because of errors\.$", 2), r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gcc colour forced (texts keep the codes). A top-level `make -k -j2` runs the lib/ and app/ "
     "sub-makes side by side; their `Entering directory`, compile and diagnostic lines interleave. "
     "Two independent causes: lib/money.c's snprintf call has no `;` (`expected ‘;’ before ‘}’ "
     "token`), and app/report.c reads it->cents and it->qty through `struct item`, which the public "
     "inventory.h only declares (the definition is in lib/item_private.h; app must use the "
     "accessors): `invalid use of undefined type ‘struct item’` at 10:32 (labelled) and 11:83 "
     "(cascade). Cascade: make[1]'s two Error 1 lines, the top make's `[Makefile:7: app] Error 2` "
     "and `lib] Error 2`, the three `not remade` lines. Noise: store.c's implicit snprintf warnings "
     "(a missing <stdio.h>, with `include ‘<stdio.h>’` notes), unused `pretty` and `tries`, a "
     "-Wsign-compare warning")

case("gha-cpp-cmake-ninja-abstract-class-missing-const", f"{CMAKE}, {NINJA}, {GXX}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest ... "
     "(three steps, the last skipped)", "build",
     [(r"/usr/include/c\+\+/12/bits/unique_ptr\.h:1065:30: error: invalid new-expression of abstract class type ‘Polygon’$", "src/polygon.hpp:9")],
     [r"/tests/test_area\.cpp:20:13: error: cannot declare variable ‘tri’ to be of abstract type ‘Polygon’$",
      r"FAILED: CMakeFiles/shapes\.dir/src/scene\.cpp\.o $", r"FAILED: CMakeFiles/test_area\.dir/tests/test_area\.cpp\.o $",
      r"ninja: build stopped: subcommand failed\.$", DONE],
     {},
     "GitHub Actions, configure (-G Ninja) and build. polygon.hpp declares `double area();` "
     "(neither const nor override), so Polygon does not override Shape's pure `area() const` and "
     "stays abstract: `invalid new-expression of abstract class type ‘Polygon’` inside unique_ptr.h "
     "under an `In file included from` / `In instantiation of` / `required from here` "
     "(scene.cpp:32:45) chain, and, in the test, `cannot declare variable ‘tri’ to be of abstract "
     "type ‘Polygon’`. One cause (one missing const), labelled on the first error (source: the "
     "polygon.hpp declaration); the second error, ninja's two `FAILED:` lines, `build stopped` and "
     "the runner's line are cascade. The `because the following virtual functions are pure` notes "
     "and the compile command lines are neither; main.cpp's unused-parameter warnings are noise")

case("cpp-clang-make-k-std-max-mixed-types-and-string-to-fopen-color", f"{CLANG}, {MAKE}",
     "make -k EXTRA_CXXFLAGS=-fcolor-diagnostics (CXX=clang++ -std=c++17)", "build",
     [(r"src/histogram\.cpp:16:28: " + CL + r"error: " + CL + r"no matching function for call to 'max'", "src/histogram.cpp:16"),
      (r"src/reader\.cpp:8:26: " + CL + r"error: " + CL + r"no viable conversion from 'const std::string'", "src/reader.cpp:8")],
     [(r"1 error generated\.$", 2),
      r"^make: \*\*\* \[Makefile:13: build/histogram\.o\] Error 1$", r"^make: \*\*\* \[Makefile:13: build/reader\.o\] Error 1$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "clang colour forced (texts keep the codes), make -k. Two independent causes: histogram.cpp "
     "calls std::max(bar, longest) with an int and a size_t (`no matching function for call to "
     "'max'`, four `candidate template ignored` / `not viable` notes), and reader.cpp passes the "
     "std::string path to std::fopen (`no viable conversion from 'const std::string' ... to 'const "
     "char *'`, a candidate note and `passing argument to parameter '__filename' here`). Each `1 "
     "error generated.`, make's two Error 1 lines and `not remade` are cascade. Noise: format.cpp's "
     "unused-variable warning and its `1 warning generated.`")

# ================================================================ link errors
case("c-make-link-missing-libm-undefined-sin-crlf", f"{GCC}, {LD}, {MAKE}",
     "make", "build",
     [(r"^distance\.c:\(\.text\+0x[0-9a-f]+\): undefined reference to `sin'$", "Makefile:8")],
     [      (r"^/usr/bin/ld: distance\.c:\(\.text\+0x[0-9a-f]+\): undefined reference to `(cos|atan2|sqrt|sin)'$", 6),
      r"^speed\.c:\(\.text\+0x[0-9a-f]+\): undefined reference to `fmax'$",
      r"^/usr/bin/ld: speed\.c:\(\.text\+0x[0-9a-f]+\): undefined reference to `round'$",
      r"^collect2: error: ld returned 1 exit status$", r"^make: \*\*\* \[Makefile:8: build/trackstat\] Error 1$"],
     {},
     "CRLF. All five objects compile; the link line has no -lm, so every libm call fails: seven "
     "`undefined reference` lines in distance.o (sin, cos, atan2, sqrt) and two in speed.o (fmax, "
     "round), each group after ld's `in function` line. One cause (the missing -lm; source: the "
     "Makefile's link recipe, which no log line names), labelled on the first; the other eight, "
     "collect2 and make's Error 1 are cascade")

# ================================================================ make, cmake, ninja
case("sh-ci-set-ex-make-missing-separator-spaces", f"{MAKE}, {BASH}",
     "./ci/build.sh (set -ex; gcc --version | head -n1; make --version | head -n1; make all; make check; make install)", "build",
     [(r"^Makefile:22: \*\*\* missing separator \(did you mean TAB instead of 8 spaces\?\)\.  Stop\.$", "Makefile:22")],
     [],
     {},
     "a CI script (set -ex). The Makefile's install rule was edited with an editor that expands "
     "tabs, so its recipe lines start with eight spaces: make refuses the whole file before "
     "building anything, `Makefile:22: *** missing separator (did you mean TAB instead of 8 "
     "spaces?).  Stop.` (exit 2), and set -e ends the script. One cause, make's own message")

case("gha-cmake-find-package-nlohmann-json-config-not-found", f"{APT}, {CMAKE}{GHA}",
     "apt-get install ... build-essential cmake; cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; "
     "cmake --build build -j2 (three steps, the last skipped)", "build",
     [(r"CMake Error at CMakeLists\.txt:9 \(find_package\):$", "CMakeLists.txt:9")],
     [r"-- Configuring incomplete, errors occurred!$", DONE],
     {},
     "GitHub Actions, apt-get (already installed; the step never names nlohmann-json3-dev), "
     "configure: Threads and OpenSSL are found, then `find_package(nlohmann_json 3.2.0 REQUIRED)` "
     "finds no config file: `CMake Error at CMakeLists.txt:9 (find_package):` and its indented "
     "text (`By not providing \"Findnlohmann_json.cmake\" ...`, the two file names, the hint), which "
     "belongs to it. One cause; `Configuring incomplete, errors occurred!` and the runner's line "
     "are cascade; `See also ... CMakeOutput.log` is neither")

case("gha-ninja-handwritten-deleted-source-no-known-rule", f"{APT}, {NINJA}{GHA}",
     "apt-get install ... ninja-build; ninja --version; ninja; ./test_request (four steps, the last skipped)", "build",
     [(r"ninja: error: 'src/compat\.c', needed by 'obj/compat\.o', missing and no known rule to make it$", "build.ninja:20")],
     [DONE],
     {},
     "GitHub Actions, apt-get (already installed), `ninja --version`, then ninja over the "
     "project's hand-written build.ninja, which still lists src/compat.c (deleted with the strlcpy "
     "shim): `ninja: error: 'src/compat.c', needed by 'obj/compat.o', missing and no known rule to "
     "make it` before anything is built. One cause; the runner's line is cascade")

# ================================================================ ctest, gtest, valgrind
case("gha-c-ctest-segfault-null-lookup-and-merge-precedence", f"{APT}, {CMAKE}, {CTEST}, {GCC}, {MAKE} (gmake){GHA}",
     "apt-get install ...; cmake -S . -B build; cmake --build build; ctest --test-dir build --output-on-failure (four steps)", "test",
     [(r"2/6 Test #2: test_lookup \.+\*\*\*Exception: SegFault", "tests/test_lookup.c:9"),
      (r'tests/test_merge\.c:10: kv_get\(&base, "port"\) = "80", want "8080"$', "src/merge.c:6")],
     [r"4/6 Test #4: test_merge \.+\*\*\*Failed", r"test_merge: FAILED$",
      r"67% tests passed, 2 tests failed out of 6$", r"2 - test_lookup \(SEGFAULT\)$", r"4 - test_merge \(Failed\)$",
      r"Errors while running CTest$", DONE],
     {"tests_passed": 4, "tests_failed": 2},
     "GitHub Actions: apt-get (already installed), configure, build (kvconf.c's implicit "
     "`strcasecmp` warning: noise), ctest --output-on-failure over six tests. Two independent "
     "causes: test_lookup asks for a missing key, kv_get returns NULL and the test's strcmp crashes: "
     "ctest's `***Exception: SegFault` line is the only line (the test's buffered stdout is lost "
     "with the crash) and is labelled; and kv_merge keeps the base's value where the local file "
     "should win: `test_merge.c:10: kv_get(&base, \"port\") = \"80\", want \"8080\"` (labelled, the "
     "test's own line under ctest's `***Failed`, which is cascade with `test_merge: FAILED`, the "
     "summary, the FAILED list, `Errors while running CTest` and the runner's line)")

case("sh-ci-cpp-gtest-near-tolerance-and-llong-min-grouping-long", f"{GXX}, {MAKE}, {GTEST}, {BASH}",
     "./ci/test.sh (set -eux; make clean; make -j2 all; make test)", "test",
     [(r"^tests/test_convert\.cpp:12: Failure$", "src/convert.cpp:7"),
      (r"^tests/test_format\.cpp:12: Failure$", "src/format.cpp:8")],
     [(r"^\[  FAILED  \] ", 5), r"^ 2 FAILED TESTS$", r"^make: \*\*\* \[Makefile:23: test\] Error 1$"],
     {"tests_passed": 131, "tests_failed": 2},
     "gzipped, long. A CI script (set -eux): make builds the library, `make test` builds and runs "
     "134 gtest tests (120 of them parameterized round trips). Two independent causes: "
     "miles_to_km multiplies by 1.6093 instead of 1.609344, so Distance.Marathon's EXPECT_NEAR "
     "misses by 0.00108 (`tests/test_convert.cpp:12: Failure`, `The difference between ... "
     "exceeds 1e-3`), near the top; and thousands() calls llabs on LLONG_MIN, so row "
     "Rows/Grouping.Thousands/5 comes out \"-0\" (`tests/test_format.cpp:12: Failure`), after the "
     "120 passing round trips. The `The difference` / `evaluates to` / `Expected equality` / "
     "`Which is` lines belong to their failure. Cascade: the five `[  FAILED  ]` lines, ` 2 FAILED "
     "TESTS`, make's Error 1", gz=True)

case("c-make-k-valgrind-invalid-write-strlen-and-leak", f"{GCC}, {MAKE}, {VALGRIND}",
     "bash -c 'make && make check && make -k memcheck' (valgrind -q --leak-check=full --error-exitcode=1)", "test",
     [(r"^==\d+== Invalid write of size 1$", "src/slug.c:8"),
      (r"^==\d+== 16 bytes in 1 blocks are definitely lost in loss record 1 of 1$", "src/tags.c:7")],
     [r"^==\d+== Invalid read of size 1$",
      r"^make: \*\*\* \[Makefile:22: memcheck-test_slug\] Error 1$", r"^make: \*\*\* \[Makefile:22: memcheck-test_tags\] Error 1$",
      r"^make: Target 'memcheck' not remade because of errors\.$"],
     {},
     "make, make check (both tests pass without valgrind), then `make -k memcheck` runs each test "
     "under valgrind -q. Two independent causes: slugify mallocs strlen(title) bytes with no room "
     "for the NUL: `Invalid write of size 1` at slug.c:24 (`0 bytes after a block of size 14 "
     "alloc'd` at slug.c:8), then the test's strcmp reads the same byte, `Invalid read of size 1` "
     "(cascade); and tags_parse never frees its strdup'ed copy: `16 bytes in 1 blocks are "
     "definitely lost` (tags.c:7). Both tests still print `test_slug: 0 failed` / `test_tags: ok`. "
     "make's two Error 1 lines and `not remade` are cascade; stack frames and the Address lines "
     "are neither. -q prints no ERROR SUMMARY, so the tally is empty")

# ================================================================ shell and CI
case("gha-c-make-check-python-command-not-found-127", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make all; make check; python tools/check_symbols.py build/librl.a; make install ... (four steps, the last skipped)", "build",
     [(r"bash: line 1: python: command not found$", ".github/workflows (the check_symbols step)")],
     [DONE],
     {},
     "GitHub Actions: build and `make check` pass (`test_ring: ok`), then the symbol check step "
     "calls `python`, which the runner does not have (only python3): `bash: line 1: python: "
     "command not found`, exit 127. One cause; the runner's line is cascade")

case("sh-ci-set-e-cd-multi-config-build-dir", f"{CMAKE}, {GXX}, {MAKE} (gmake), {BASH}",
     "./ci/release.sh (set -e; cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build "
     "--config Release; cd build/Release; ctest -C Release)", "build",
     [(r"^\./ci/release\.sh: line 6: cd: build/Release: No such file or directory$", "ci/release.sh:6")],
     [],
     {},
     "a CI script (set -e), copied from a Windows job: configure and build succeed (two "
     "unused-parameter warnings), then `cd build/Release` fails because a single-config Unix "
     "Makefiles build has no Release/ folder: `./ci/release.sh: line 6: cd: build/Release: No such "
     "file or directory`, and set -e ends the script (exit 1) before ctest. One cause, the "
     "shell's own message")

case("sh-ci-bench-timeout-signal-kill-killed-137", f"{GCC}, {MAKE}, coreutils 9.1 (timeout), {BASH}",
     "./ci/bench.sh (set -euo pipefail; make all; ./build/test_queue; timeout --signal=KILL 5 ./build/bench_queue)", "test",
     [(r"^\./ci/bench\.sh: line 7: +\d+ Killed +timeout --signal=KILL 5 \./build/bench_queue$", "src/bench_queue.c:30")],
     [],
     {},
     "a CI script (set -euo pipefail): the build and test_queue pass, then the benchmark hangs: "
     "its consumer spins until producer_done before popping anything, while the producer spins "
     "waiting for room in the full 1024-slot queue. `timeout --signal=KILL 5` kills it (and "
     "itself), bash reports `./ci/bench.sh: line 7:  PID Killed  timeout --signal=KILL 5 "
     "./build/bench_queue`, exit 137. That line is labelled (source: the consumer's wait loop); "
     "the benchmark's last line, `bench_queue: 2000000 items through a 1024-slot queue`, is "
     "neither")

case("sh-ci-make-check-pipe-deadlock-timeout-124", f"{GCC}, {MAKE}, coreutils 9.1 (timeout), {BASH}",
     "./ci/test.sh (set -ex; make all; timeout 5 make check)", "test",
     [(r"^make: \*\*\* \[Makefile:16: check\] Terminated$", "tests/test_filter.c:28")],
     [],
     {},
     "a CI script (set -ex): the build and test_args pass, then test_filter writes to upcase's "
     "stdin through a pipe, never closes its write end and reads upcase's output; upcase waits for "
     "EOF, so both wait forever. `timeout 5` sends SIGTERM to its process group and make reports "
     "`make: *** [Makefile:16: check] Terminated`; timeout exits 124. make's line is the only "
     "line that says the job failed and is labelled (source: the missing close); test_filter's "
     "last line (`wrote 13 bytes, reading the result`) is as defensible")

# ================================================================ successes
case("gha-cpp-cmake-ninja-ctest-success", f"{CMAKE}, {NINJA}, {CTEST}, {GXX}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build; "
     "ctest --test-dir build --output-on-failure (three steps)", "test", [], [],
     {"tests_passed": 2, "tests_failed": 0},
     "success. The shapes project with Polygon::area() made `const override`: configure, ninja "
     "build (main.cpp's two unused-parameter warnings), ctest: `100% tests passed, 0 tests failed "
     "out of 2`")

case("sh-ci-cpp-gtest-all-passed-success-long-crlf", f"{GXX}, {MAKE}, {GTEST}, {BASH}",
     "./ci/test.sh (set -eux; make clean; make -j2 all; make test)", "test", [], [],
     {"tests_passed": 133},
     "success, long, CRLF. The unitconv project fixed (1.609344; thousands() on the unsigned "
     "magnitude): 133 gtest tests, `[  PASSED  ] 133 tests.` (gtest prints no failed count when "
     "none fail)")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
