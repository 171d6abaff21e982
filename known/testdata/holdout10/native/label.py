#!/usr/bin/env python3
"""Writes holdout10/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
VALGRIND = "valgrind-3.19.0"
AUTOCONF = "autoconf 2.71"
AUTOMAKE = "automake 1.16.5"
E = r"(?:\x1b\[[0-9;]*m\x1b\[K)*"  # gcc colour codes between tokens

# ------------------------------------------------------------------ compile errors
case("gha-cpp-cmake-cxx14-optional-cascade-color", f"{CMAKE}, {GXX}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-fdiagnostics-color=always; "
     "cmake --build build; ctest (three steps, the third skipped)", "build",
     [(r"options\.hpp:16:10:" + E + r" " + E + r"error: ", "include/feedcfg/options.hpp:16:10")],
     [(r"error: ", 11)] + GMAKE3 + [DONE],
     {},
     "three steps: configure passes, the build fails, ctest is skipped. g++ colour forced "
     "(-fdiagnostics-color=always; texts keep the codes). The project still sets "
     "CMAKE_CXX_STANDARD 14 while options.hpp now uses std::optional (and std::string_view): "
     "the first TU, options.cpp, gets five `‘optional’ in namespace ‘std’ does not name a "
     "template type` errors in the header (under `In file included from`, each with its "
     "`only available from C++17 onwards` note), then four `has no member named` errors for the "
     "fields that were never declared and two more `optional` errors in options.cpp itself. "
     "All eleven come from the one language-standard setting: one cause on the first, the "
     "other ten, gmake's three Error lines and the runner's exit line are cascade")

case("c-make-k-renamed-macro-and-struct-compare-crlf", f"{GCC}, {MAKE}",
     "cc --version | head -n1 && make -k && make check", "build",
     [(r"^src/reader\.c:14:22: error: ‘BUF_MAX’ undeclared", "src/reader.c:14:22"),
      (r"^src/filter\.c:9:29: error: invalid operands to binary ==", "src/filter.c:9:29")],
     [r"^src/reader\.c:21:31: error: ‘BUF_MAX’ undeclared", r"^src/writer\.c:5:29: error: ‘BUF_MAX’ undeclared",
      (r"^make: \*\*\* \[Makefile:12: src/\w+\.o\] Error 1$", 3), r"^make: Target 'all' not remade"],
     {},
     "CRLF. make -k keeps going after the first failed object. Two independent causes: config.h "
     "renamed BUF_MAX to LOG_BUF_MAX and reader.c / writer.c still use the old name (three "
     "`‘BUF_MAX’ undeclared` errors in two files, one cause: the first; the other two are "
     "cascade; the -Wunused-variable / -Wreturn-type warnings they set off are in neither list), and filter.c compares two structs with `==` (`invalid operands to "
     "binary ==`), which has nothing to do with the rename. make's three Error 1 lines and 'not "
     "remade' are cascade; make check never runs")

case("cpp-clang-make-k-abstract-class-and-lambda-capture-color", f"{CLANG} (clang++), {MAKE}",
     "make -k EXTRA_CXXFLAGS=-fcolor-diagnostics", "build",
     [(r"aggregate\.cpp:21:57: .*error: .*'limit' cannot be implicitly captured", "src/aggregate.cpp:21:57"),
      (r"unique_ptr\.h:1065:34: .*error: .*allocating an object of abstract class type 'CsvSink'", "src/registry.cpp:11:21")],
     [r"tools/replay\.cpp:12:13: .*error: .*variable type 'CsvSink' is an abstract class",
      (r"1 error generated\.", 3), (r"^make: \*\*\* \[Makefile:17: \S+\.o\] Error 1$", 3),
      r"^make: Target 'all' not remade"],
     {},
     "clang++ -fcolor-diagnostics (texts keep the codes), make -k. Two independent causes: a "
     "lambda passed to copy_if in aggregate.cpp uses the parameter `limit` with an empty capture "
     "list (`cannot be implicitly captured`, with four fix-it notes), and Sink gained a pure "
     "virtual flush() that CsvSink never implemented: `allocating an object of abstract class "
     "type 'CsvSink'` inside unique_ptr.h (under `In file included from` lines; the `in "
     "instantiation of ... make_unique<CsvSink> ... requested here` note names registry.cpp:11:21, "
     "the source) and then `variable type 'CsvSink' is an abstract class` in tools/replay.cpp "
     "(cascade: same missing override, both with the `unimplemented pure virtual method 'flush'` "
     "note). clang's three per-file `1 error generated.`, make's three Error 1 and 'not remade' "
     "are cascade")

case("gha-cpp-ninja-k0-sort-list-push-back-member-long", f"{APT}, {CMAKE}, {NINJA}, {GXX}{GHA}",
     "apt-get install -y --no-install-recommends cmake ninja-build; cmake -S . -B build -G Ninja "
     "-DCMAKE_BUILD_TYPE=RelWithDebInfo; cmake --build build -j 1 -- -k 0 (three steps)", "build",
     [(r"src/report\.cpp:11:28: error: .* has no member named ‘duration’", "src/report.cpp:11:28"),
      (r"stl_algo\.h:1938:50: error: no match for ‘operator-’", "src/schedule.cpp:11:14"),
      (r"src/stops\.cpp:11:24: error: no matching function for call to .*push_back", "src/stops.cpp:11:24")],
     [(r" FAILED: CMakeFiles/routeplan\.dir/src/\w+\.cpp\.o $", 3),
      r"ninja: build stopped: cannot make progress due to previous errors\.", DONE],
     {},
     "561 lines, three steps: apt-get (already installed), configure, then ninja with `-k 0` "
     "(keep going) over 144 C++ files: 140 generated stage files with 69 -Wunused-variable / "
     "-Wsign-compare warnings, then three failures in three unrelated files, each its own "
     "cause: report.cpp reads `front().duration` where the field is `minutes` (`has no member "
     "named`); schedule.cpp calls std::sort on a std::list (`no match for ‘operator-’` in "
     "stl_algo.h, under `In file included from` and an `In instantiation of ... required from "
     "... required from here` chain whose project frame, schedule.cpp:11:14, is the source; the "
     "candidate notes are notes); stops.cpp pushes a std::string into a vector<Stop> (`no "
     "matching function for call to ... push_back`, two candidate notes). ninja's three "
     "`FAILED:` lines (each printed above its error), `build stopped` and the runner's exit line "
     "are cascade. Gzipped", gz=True)


case("gha-c-clang-ninja-renamed-typedef-error-limit", f"{CMAKE}, {NINJA}, {CLANG}{GHA}",
     "CC=clang cmake -S . -B build -G Ninja; cmake --build build -j 1 (two steps)", "build",
     [(r"include/raymath\.h:4:1: error: unknown type name 'vec3_t'; did you mean 'vec3'\?$", "include/raymath.h:4:1")],
     [(r"error: unknown type name 'vec3_t'; did you mean 'vec3'\?$", 18), r"src/vec\.c:3:44: error: use of undeclared identifier 'vec3_t'$",
      r"Z fatal error: too many errors emitted, stopping now \[-ferror-limit=\]$", r"Z 20 errors generated\.$",
      r" FAILED: CMakeFiles/raymath\.dir/src/vec\.c\.o $", r"ninja: build stopped: subcommand failed\.$", DONE],
     {},
     "two steps: configure with clang (Ninja), build. vec.h renamed the type vec3_t to vec3 "
     "and raymath.h was not updated, so the first file compiled (vec.c) reports `unknown type "
     "name 'vec3_t'; did you mean 'vec3'?` for every use in raymath.h (15, under `In file "
     "included from`) and in vec.c (3 more, then `use of undeclared identifier 'vec3_t'` in a "
     "compound literal), until clang's error limit: `fatal error: too many errors emitted, "
     "stopping now [-ferror-limit=]` and `20 errors generated.`. All twenty come from the one "
     "rename: one cause on the first, the other nineteen, the fatal line, the count, ninja's "
     "`FAILED:` and `build stopped` and the runner's exit line are cascade; the `note: 'vec3' "
     "declared here` lines are notes")

# ------------------------------------------------------------------ link errors
case("sh-ci-c99-inline-and-static-undefined-reference", f"{GCC}, {LD}, {MAKE}, {BASH}",
     "./ci/build.sh (set -ex: gcc --version; ld --version; make; ./colorq ...)", "build",
     [(r"color\.c:5: undefined reference to `clamp255'", "src/color.c:5"),
      (r"main\.c:6: undefined reference to `parse_hex'", "src/main.c:6", 2, 0)],
     [(r"color\.c:(6|7|12): undefined reference to `clamp255'", 4), r"more undefined references to `clamp255' follow",
      (r"main\.c:6: undefined reference to `parse_hex'", 2), r"^collect2: error: ld returned 1 exit status$",
      r"^make: \*\*\* \[Makefile:5: colorq\] Error 1$"],
     {},
     "a CI script under `set -ex`; every object compiles (one -Wunused-function warning: "
     "`‘parse_hex’ defined but not used`), the link fails on two unrelated symbols. clamp255 is "
     "a C99 `inline` function in color.h with no `extern` definition in any file, so at -O0 "
     "every call stays a call to a symbol nobody emits: five `undefined reference to "
     "`clamp255'` lines and ld's `more undefined references ... follow` (one cause, the first; "
     "the rest cascade). Independently parse_hex was made `static` in hex.c (which does not "
     "include color.h), so main.c's two calls are undefined (the first is the cause, the second "
     "cascade). ld's `in function` lines are notes; collect2 and make's Error 1 are cascade")

case("gha-cpp-cmake-static-const-member-odr-undefined", f"{CMAKE}, {GXX}, {LD}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest (three steps, "
     "the third skipped)", "build",
     [(r"batcher\.cpp:5: undefined reference to `Limits::kMaxBatch'", "src/batcher.cpp:5")],
     [r"batcher\.cpp:6: undefined reference to `Limits::kMinBatch'", r"collect2: error: ld returned 1 exit status$"]
     + GMAKE3 + [DONE],
     {},
     "three steps: configure, build (fails at the link of batchd), ctest skipped. C++14: "
     "Limits declares `static const std::size_t kMaxBatch = 64;` and kMinBatch in the class "
     "with no out-of-line definition; std::min/std::max take them by reference, so they are "
     "ODR-used and the linker needs a definition. kMaxBatch and kMinBatch are one cause (the "
     "same missing-definition mistake in one header, fixed together by `inline` or C++17); the "
     "kMinBatch line is cascade. ld's `relocation against ... in read-only section` and `creating "
     "DT_TEXTREL in a PIE` lines are warnings (neither list); collect2, gmake's three Error lines "
     "and the runner's exit line are cascade")

# ------------------------------------------------------------------ cmake, ninja, make
case("gha-cmake-include-dirs-before-target-and-unknown-target", f"{CMAKE}{GHA}",
     "cmake --version; cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build "
     "(three steps, the third skipped)", "build",
     [(r"CMake Error at CMakeLists\.txt:6 \(target_include_directories\):", "CMakeLists.txt:6"),
      (r"CMake Error at CMakeLists\.txt:20 \(set_target_properties\):", "CMakeLists.txt:20")],
     [r"-- Configuring incomplete, errors occurred!", DONE],
     {},
     "three steps: cmake --version, configure (fails), build skipped. Two independent CMake "
     "errors in one configure (cmake reports each and goes on): target_include_directories() "
     "sits above the add_library() it names (`Cannot specify include directories for target "
     "\"sqlmini\" which is not built by this project`), and set_target_properties() names "
     "test_parser, a test that was never added (`Can not find target to add properties to`). "
     "Each labelled on its `CMake Error at` line (the message is on the next line). `Configuring "
     "incomplete` and the runner's exit line are cascade")

case("cmake-in-source-build-fatal-error-crlf", f"{CMAKE}", "cmake . && make", "build",
     [(r"^CMake Error at cmake/NoInSourceBuilds\.cmake:4 \(message\):$", "CMakeLists.txt:4")],
     [r"^-- Configuring incomplete, errors occurred!$"],
     {},
     "CRLF. The job configures in the source tree (`cmake .`); the project's own guard "
     "(cmake/NoInSourceBuilds.cmake, included from CMakeLists.txt:4, the Call Stack's frame and "
     "the source) stops it with message(FATAL_ERROR): `CMake Error at "
     "cmake/NoInSourceBuilds.cmake:4 (message):` and the three-paragraph message. `Configuring "
     "incomplete` is cascade; make never runs")

case("ninja-handwritten-renamed-source-no-rule", f"{NINJA}", "ninja --version && ninja -j 1", "build",
     [(r"^ninja: error: 'src/router\.c', needed by 'obj/router\.o', missing and no known rule to make it$", None)],
     [],
     {},
     "a hand-maintained build.ninja: src/router.c was renamed to src/routes.c and the build "
     "file not updated. ninja checks its inputs before running anything: one line, `ninja: "
     "error: 'src/router.c', needed by 'obj/router.o', missing and no known rule to make it`, "
     "exit 1")

case("make-error-directive-board-not-set", f"{MAKE}", "make --version | head -n1 && make BORAD=pico", "build",
     [(r"^Makefile:4: \*\*\* BOARD is not set; use one of: pico nucleo-f4 esp32c3\.  Stop\.$", "Makefile:4")],
     [],
     {},
     "a firmware Makefile stops with its own `$(error ...)` (make prints it as `Makefile:4: *** "
     "... Stop.`, exit 2): the job passes `BORAD=pico` (a typo), so BOARD is empty. The only "
     "failure line is the cause")

# ------------------------------------------------------------------ tests
case("c-ctest-illegal-instruction-and-check-failures", f"{CMAKE}, {GCC}, {MAKE}, {CTEST}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure", "test",
     [(r"^FAIL fmt_duration\(59\) = \"0:0:59\", want \"0:00:59\"$", "tests/test_duration.c"),
      (r"^6/8 Test #6: thousands \.+\*\*\*Exception: Illegal", None)],
     [r"^2/8 Test #2: duration \.+\*\*\*Failed", (r"^FAIL fmt_duration\((3600|3725)\)", 2),
      r"^duration: 3 failed$", r"^75% tests passed, 2 tests failed out of 8$",
      r"^\t  2 - duration \(Failed\)$", r"^\t  6 - thousands \(ILLEGAL\)$", r"^Errors while running CTest$"],
     {"tests_failed": 2},
     "cmake, build (Unix Makefiles), ctest --output-on-failure over 8 test programs, two failing "
     "for unrelated reasons. test_duration prints its own three `FAIL fmt_duration(...)` lines "
     "(minutes printed with %ld instead of %02ld; one bug, the three checks differ only in "
     "their numbers): the first is the cause, the others, the test's own `duration: 3 failed` "
     "and ctest's `***Failed` line above them are cascade. test_thousands passes too small a "
     "buffer and hits __builtin_trap() without printing anything, so ctest's `***Exception: "
     "Illegal` line is its cause. ctest's summary, FAILED list and `Errors while running CTest` "
     "are cascade; the tally is ctest's `2 tests failed`")

case("cpp-make-check-gtest-near-trace-three-failures-long", f"{GXX}, {MAKE}, {GTEST}", "make check", "test",
     [(r"^tests/geomath_test\.cpp:22: Failure$", "tests/geomath_test.cpp:22"),
      (r"^tests/geomath_test\.cpp:26: Failure$", "tests/geomath_test.cpp:26", 2, 0),
      (r"^tests/geomath_test\.cpp:40: Failure$", "tests/geomath_test.cpp:40")],
     [(r"^tests/geomath_test\.cpp:26: Failure$", 2), (r"^\[  FAILED  \]", 7), r"^ 3 FAILED TESTS$",
      r"^make: \*\*\* \[Makefile:7: check\] Error 1$"],
     {"tests_passed": 159, "tests_failed": 3},
     "378 lines: make builds the gtest binary and runs it (make check): 162 tests, 156 of them "
     "from two passing parameterized ranges. Three independent failures: EXPECT_NEAR on the "
     "Berlin-Paris distance with an expectation 0.54 km off and a 0.1 tolerance; polygon_area "
     "leaves out the closing edge, so a helper's EXPECT_DOUBLE_EQ fails for both squares of a "
     "SCOPED_TRACE loop (two `:26: Failure` blocks at the same line, values apart, each with its "
     "`Google Test trace:`: one cause, the second block cascade); EXPECT_THROW on "
     "\"52.5,13.4east\", which std::stod parses without throwing (`Actual: it throws nothing.`). "
     "gtest's `[  FAILED  ]` lines (per test and in the list), ` 3 FAILED TESTS` and make's Error "
     "1 are cascade. Tally: `[  PASSED  ] 159 tests.` and `3 FAILED TESTS`")

# ------------------------------------------------------------------ sanitizers, valgrind
case("c-make-k-asan-stack-overflow-ubsan-bounds-color", f"{GCC} (-fsanitize=address,undefined), {MAKE}",
     "ASAN_OPTIONS=color=always UBSAN_OPTIONS=color=always:print_stacktrace=1:halt_on_error=1 "
     "make -k check-each", "test",
     [(r"==\d+==ERROR: AddressSanitizer: stack-buffer-overflow on address", "tests/test_slug.c:13"),
      (r"src/slug\.c:26:19:.*runtime error: .*index 12 out of bounds for type 'int \[8\]'", "src/slug.c:26:19")],
     [r"SUMMARY: AddressSanitizer: stack-buffer-overflow", r"==\d+==ABORTING",
      (r"^make: \*\*\* \[Makefile:11: run-test_\w+\] Error 1$", 2), r"^make: Target 'check-each' not remade"],
     {},
     "gcc with ASan and UBSan, `make -k check-each` builds and runs three test programs in turn, "
     "sanitizer colour forced through ASAN_OPTIONS / UBSAN_OPTIONS (texts keep the codes). Two "
     "independent failures: test_slug strcpy's an 18-character title into char[12] (gcc warns "
     "at build time (-Warray-bounds: `forming offset ... out of the bounds`), a "
     "warning; then ASan's `stack-buffer-overflow` report with its stack, frame layout and "
     "shadow bytes; the test's earlier `ok` lines are lost in the stdio buffer), and "
     "test_table's category_of() indexes an 8-entry table with a non-ASCII byte (UBSan "
     "`runtime error: index 12 out of bounds for type 'int [8]'`, halt_on_error stops it). "
     "test_utf8 passes between them. ASan's SUMMARY and ABORTING lines, make's two Error 1 and "
     "'not remade' are cascade; stack frames, the frame-object list and shadow bytes are notes")

case("gha-c-valgrind-fishy-malloc-and-definitely-lost", f"{GCC}, {MAKE}, {VALGRIND}{GHA}",
     "make; make check; make memcheck (valgrind -q --leak-check=full "
     "--errors-for-leak-kinds=definite --error-exitcode=1; three steps)", "test",
     [(r"==\d+== Argument 'size' of function malloc has a fishy \(possibly negative\) value: -4$", "src/histo.c:8"),
      (r"==\d+== 6 bytes in 1 blocks are definitely lost in loss record 1 of 3$", "src/histo.c:11"),
      (r"==\d+== 20 bytes in 1 blocks are definitely lost in loss record 3 of 3$", "tests/test_histo.c:10")],
     [r"==\d+== 8 bytes in 1 blocks are definitely lost in loss record 2 of 3$",
      r"make: \*\*\* \[Makefile:9: memcheck\] Error 1$", DONE],
     {},
     "three steps: make, make check (the test's own '3 checks, 0 failed'), then valgrind -q "
     "(no ERROR SUMMARY printed) through make memcheck. Three independent memcheck errors: "
     "histo_new(0, 1, -1, ...) computes `nbins * sizeof` from a negative count (`Argument "
     "'size' of function malloc has a fishy (possibly negative) value: -4`); histo_free never "
     "frees the strdup'd label, so both histograms' labels are `definitely lost` (records 1 "
     "and 2, the same allocation line histo.c:11 reached from two calls: one cause, record 2 "
     "cascade); and the test never frees histo_cumulative's array (record 3, histo.c:26 from "
     "test_histo.c:10), a different missing free. Stack frames are notes; make's Error 1 and "
     "the runner's exit line are cascade")

# ------------------------------------------------------------------ autotools
case("sh-ci-autoreconf-lt-init-libtool-missing", f"{AUTOCONF} (autoreconf), {AUTOMAKE}, dash 0.5.12 (sh)",
     "./ci/build.sh (sh, set -ex: autoreconf --version; autoreconf -fi; ./configure; make)", "build",
     [(r"^Makefile\.am:2: error: Libtool library used but 'LIBTOOL' is undefined$", "Makefile.am:2")],
     [r"^autoreconf: error: automake failed with exit status: 1$"],
     {},
     "a CI script under /bin/sh `set -ex`: configure.ac calls LT_INIT and Makefile.am builds a "
     "libtool library, but libtool is not installed, so aclocal cannot find LT_INIT and automake "
     "stops: `Makefile.am:2: error: Libtool library used but 'LIBTOOL' is undefined` with four "
     "`Makefile.am:2:   ...` hint lines (notes), then `autoreconf: error: automake failed with "
     "exit status: 1` (cascade). configure and make never run")

case("gha-c-autotools-configure-error-libsodium", f"{APT}, {AUTOCONF}, {AUTOMAKE}, {GCC}{GHA}",
     "apt-get install -y --no-install-recommends autoconf automake; autoreconf -fi; ./configure; "
     "make (four steps, the fourth skipped)", "build",
     [(r"configure: error: libsodium headers not found; install libsodium-dev", None)],
     [DONE],
     {},
     "four steps: apt-get (already installed), autoreconf -fi (automake's `installing "
     "'build-aux/...'` lines), ./configure with its `checking ...` lines, ending `checking for "
     "sodium.h... no` and the project's AC_MSG_ERROR: `configure: error: libsodium headers not "
     "found; ...` (the cause); the runner's exit line is cascade, make is skipped")

case("c-automake-make-check-verbose-two-fail", f"{AUTOCONF}, {AUTOMAKE}, {GCC}, {MAKE}",
     "autoreconf -fi && ./configure && make && make check VERBOSE=1", "test",
     [(r"^FAIL split keeps '=' in value: got \"b\"$", "tests/t_split.c"),
      (r"^FAIL kv_bool\(\"on\"\) = -1, want 1$", "tests/t_bool.c")],
     [(r"^FAIL: tests/t_split$", 2), (r"^FAIL: tests/t_bool$", 2), r"^FAIL kv_bool\(\"Yes\"\)",
      (r"^FAIL tests/t_(split|bool) \(exit status: 1\)$", 2), (r"^# FAIL:  2$", 2),
      r"^make\[2\]: \*\*\* \[Makefile:\d+: test-suite\.log\] Error 1$",
      r"^make\[1\]: \*\*\* \[Makefile:\d+: check-TESTS\] Error 2$", r"^make: \*\*\* \[Makefile:\d+: check-am\] Error 2$"],
     {"tests_passed": 2, "tests_failed": 2, "tests_skipped": 1},
     "gzipped: autoreconf, configure, make, then automake's parallel test harness with "
     "VERBOSE=1, which prints test-suite.log (each failed or skipped test's output) after the "
     "results. Two independent failures: kv_split now splits at the last '=' (strrchr), so "
     "t_split's `path=/a=b` check fails, and kv_bool does not accept \"on\" or \"Yes\" (two "
     "checks of one missing case: one cause, the \"Yes\" line cascade). Each is labelled on the "
     "test's own first FAIL line inside the test-suite.log section; the harness's `FAIL: "
     "tests/t_split` / `FAIL: tests/t_bool` result lines above it (printed first) are as "
     "defensible and are cascade, with the section headers repeating them, `FAIL tests/... "
     "(exit status: 1)`, `# FAIL:  2` (twice) and make's three Error lines. t_comments exits 77 "
     "(SKIP, not a failure). Tally from `# PASS:  2`, `# FAIL:  2`, `# SKIP:  1`", gz=True)

# ------------------------------------------------------------------ shell and CI
case("gha-sh-lint-shellcheck-command-not-found", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make; make check; ./ci/lint.sh (three steps)", "mixed",
     [(r"\./ci/lint\.sh: line 4: shellcheck: command not found$", "ci/lint.sh:4")],
     [DONE],
     {},
     "three steps: make (two programs, an implicit-declaration warning for usleep under "
     "-std=c11), make check ('wcount: 1 check ok', the project's own line), then a lint script "
     "under `set -euo pipefail` that runs shellcheck, which the image lacks: bash's `line 4: "
     "shellcheck: command not found`, exit 127; the runner's exit line is cascade")

case("gha-sh-timeout-kill-soak-137", f"{GCC}, {MAKE}, coreutils 9.1 timeout{GHA}",
     "make; make check; timeout -s KILL 3 ./build/soak (three steps)", "test",
     [(DONE + r" 137\.$", None)],
     [],
     {},
     "three steps: make, make check, then a soak test under `timeout -s KILL 3`. The soak "
     "loop never drains its backlog, prints six progress lines and then sleeps on; timeout "
     "SIGKILLs it and exits 137 without a word (the step's bash is exec'd into timeout, so no "
     "`Killed` line either). The runner's `exit code 137` line is the only sign and is labelled "
     "(as the 124 logs of earlier sets); the last progress line is as defensible")

case("sh-set-e-package-tar-cannot-stat-crlf", f"{GCC}, {MAKE}, {BASH}, GNU tar 1.34",
     "./ci/package.sh (set -e: make dist; tar -czf ...; sha256sum ...)", "mixed",
     [(r"^tar: wcount-1\.0/share/man/man1/wcount\.1: Cannot stat: No such file or directory$", None)],
     [r"^tar: wcount-1\.0/README: Cannot stat: No such file or directory$",
      r"^tar: Exiting with failure status due to previous errors$"],
     {},
     "CRLF. A packaging script under `set -e`: make dist (builds, copies only the binary into "
     "dist/), then tar names three paths of which make dist copied one: two `Cannot stat` lines "
     "and tar's `Exiting with failure status due to previous errors` (exit 2), and set -e "
     "stops the script before sha256sum. The two missing files are one cause, the dist recipe "
     "that never installs the man page and README: the first is labelled, the second and tar's "
     "closing line are cascade")

case("gha-cpp-ctest-asan-heap-overflow-and-gtest-failure", f"{CMAKE}, {NINJA}, {GXX} (-fsanitize=address), {GTEST}, {CTEST}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build -j 1; ctest "
     "--test-dir build --output-on-failure (three steps)", "test",
     [(r"==\d+==ERROR: AddressSanitizer: heap-buffer-overflow on address", "src/tile.cpp:7"),
      (r"tests/palette_test\.cpp:6: Failure$", "tests/palette_test.cpp:6")],
     [r"1/2 Test #1: tile_test \.+\*\*\*Failed", r"2/2 Test #2: palette_test \.+\*\*\*Failed",
      r"SUMMARY: AddressSanitizer: heap-buffer-overflow", r"==\d+==ABORTING",
      (r"\[  FAILED  \]", 3), r"Z  1 FAILED TEST$", r"0% tests passed, 2 tests failed out of 2$",
      r"\t  1 - tile_test \(Failed\)$", r"\t  2 - palette_test \(Failed\)$", r"Errors while running CTest$", DONE],
     {"tests_failed": 2},
     "three steps: configure (Ninja, finds GTest), build with -fsanitize=address, ctest "
     "--output-on-failure over two gtest binaries, both failing for unrelated reasons. "
     "tile_test: crop() never clips the tile at the image edge, so Crop.ClippedAtRightEdge reads "
     "past the pixel vector: ASan's `heap-buffer-overflow` report (stack, allocation stack, "
     "shadow bytes) aborts the binary mid-test, with no gtest summary. palette_test: "
     "Luminance.PureGreen expects 150 where the integer BT.601 formula gives 149 (`:6: "
     "Failure`). ctest's two `***Failed` lines, ASan's SUMMARY and ABORTING, gtest's `[  FAILED  "
     "]` lines and ` 1 FAILED TEST`, ctest's summary, FAILED list, `Errors while running CTest` "
     "and the runner's exit line are cascade. Tally: ctest's `2 tests failed` (the outer "
     "runner; palette_test's own `[  PASSED  ] 3 tests.` covers one binary only)")

case("c-make-k-j3-output-sync-semicolon-and-typo-link", f"{GCC}, {LD}, {MAKE}",
     "make -k -j3 --output-sync=target", "build",
     [(r"^tools/logjoin\.c:11:40: error: expected ‘;’ before ‘printf’$", "tools/logjoin.c:11:40"),
      (r"logcut\.c:10: undefined reference to `csv_next_field'$", "lib/csv.c")],
     [r"^make: \*\*\* \[Makefile:11: tools/logjoin\.o\] Error 1$",
      r"logstat\.c:10: undefined reference to `csv_next_field'$",
      (r"^collect2: error: ld returned 1 exit status$", 2),
      (r"^make: \*\*\* \[Makefile:9: tools/log(cut|stat)\] Error 1$", 2), r"^make: Target 'all' not remade"],
     {},
     "make -k -j3 with --output-sync=target: three jobs run at once but each target's output "
     "is printed whole when it finishes, so the order of targets (not the lines inside one) can "
     "change between runs. Two independent causes: logjoin.c lost a `;` (`expected ‘;’ before "
     "‘printf’`, with gcc's fix-it), and lib/csv.c defines `csv_next_feild` (a typo) so both "
     "tools that call csv_next_field fail to link: two undefined references from logcut.o and "
     "logstat.o, one cause (the first; the source is the typo'd definition in lib/csv.c). ld's "
     "`in function` lines are notes; the second undefined reference, both collect2 lines, "
     "make's three Error 1 lines and 'not remade' are cascade; logtail links. make's trailing "
     "`rm` of intermediate objects is ordinary output")

case("c-clang-make-k-all-check-too-many-args-and-assert-color", f"{CLANG}, {MAKE}",
     "make -k all check EXTRA_CFLAGS=-fcolor-diagnostics", "mixed",
     [(r"tools/bench\.c:12:49: .*error: .*too many arguments to function call, expected 2, have 3", "tools/bench.c:12:49"),
      (r"^test_queue: tests/test_queue\.c:16: int main\(void\): Assertion `j\.id == 2' failed\.$", "tests/test_queue.c:16")],
     [r"1 error generated\.$", r"^make: \*\*\* \[Makefile:13: tools/bench\.o\] Error 1$",
      r"^make: Target 'all' not remade", r"^make: \*\*\* \[Makefile:11: check\] Aborted$"],
     {},
     "clang with -fcolor-diagnostics (texts keep the codes), `make -k all check`: a build "
     "failure and a failing test in one keep-going run, independent of each other. The "
     "benchmark tool calls jobq_push with a stray third argument (`too many arguments to "
     "function call, expected 2, have 3`, with its `declared here` note); make -k gives up on "
     "`all` ('not remade') but goes on to `check`, whose unit test does not need the tool: it "
     "builds, runs and fails an assert() (equal priorities come out last-in first-out): "
     "`Assertion `j.id == 2' failed.` (its earlier printf output is lost in the stdio buffer "
     "when it aborts). `1 error generated.`, make's Error 1, 'not remade' and make's `Aborted` "
     "line are cascade")

# ------------------------------------------------------------------ successes
case("c-automake-distcheck-success-long", f"{AUTOCONF}, {AUTOMAKE}, {GCC}, {MAKE}",
     "autoreconf -fi && ./configure && make && make distcheck", "mixed", [], [],
     {"tests_passed": 4, "tests_failed": 0, "tests_skipped": 1},
     "success, 260 lines: autoreconf, configure, make, then make distcheck: it builds the "
     "tarball, unpacks it, configures it again in a read-only source tree (a second full "
     "`checking ...` run), builds, runs the harness (PASS 4, SKIP 1: t_comments exits 77; `# "
     "FAIL:  0`, `# ERROR: 0` lines that are not failures), installs and uninstalls into a "
     "temporary prefix and ends with `kvconf-1.4.3 archives ready for distribution:`")

case("gha-c-clang-asan-ubsan-ctest-success", f"{CMAKE}, {NINJA}, {CLANG} (-fsanitize=address,undefined), {CTEST}{GHA}",
     "CC=clang cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build -j 1; "
     "ctest --test-dir build --output-on-failure -V (three steps)", "mixed", [], [],
     {"tests_failed": 0},
     "success, three steps: configure with clang, a sanitizer build with two -Wunused-variable "
     "warnings on variables named `error_code` and `error_seen` (`1 warning generated.` each), "
     "then ctest -V over four tests that pass under ASan and UBSan; one prints "
     "`errstats: error_count=2 error_rate=0.20 (ok)`. '100% tests passed, 0 tests failed out "
     "of 4'")

case("cpp-gtest-repeat-shuffle-success-crlf", f"{GXX}, {MAKE}, {GTEST}",
     "make && ./lru_tests --gtest_repeat=2 --gtest_shuffle --gtest_random_seed=7", "test", [], [],
     {"tests_passed": 14},
     "success, CRLF line ends: make builds a gtest binary, which runs twice (`Repeating all "
     "tests (iteration N) . . .`, a shuffled order with seeds 7 and 8): 7 tests pass in each "
     "iteration, `[  PASSED  ] 7 tests.` twice. The tally sums the two summaries (14 passing "
     "runs); 7, one iteration's count, is as defensible")

missing = set(exits) - seen
if missing:
    sys.exit(f"in exits.tsv but not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
