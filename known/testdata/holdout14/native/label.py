#!/usr/bin/env python3
"""Writes holdout14/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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

TIMEOUT = "coreutils 9.1 (timeout)"

# ================================================================ compile errors
case("c-make-k-syslog-enum-clash-and-subscript-color", f"{GCC}, {MAKE}",
     "make -k EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [(r"src/fmt\.c:8:70:" + E + r" " + E + r"error: ", "src/fmt.c:4"),
      (r"include/logsink\.h:6:18:" + E + r" " + E + r"error: ", "include/logsink.h:6")],
     [r"src/fmt\.c:8:81:" + E + r" " + E + r"error: ",
      r"src/sink_syslog\.c:9:14:" + E + r" " + E + r"error: ",
      r"src/sink_syslog\.c:10:14:" + E + r" " + E + r"error: ",
      r"^make: \*\*\* \[Makefile:12: build/fmt\.o\] Error 1$",
      r"^make: \*\*\* \[Makefile:12: build/sink_syslog\.o\] Error 1$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gcc colour forced (texts keep the codes), make -k. Two independent causes: fmt.c's helper "
     "append_fields takes `const struct kv kv` (a struct by value, not a pointer) and indexes it: "
     "`subscripted value is neither array nor pointer nor vector` at 8:70 and again at 8:81 on the "
     "same line (cascade); and logsink.h's `enum log_level { LOG_DEBUG, LOG_INFO, ... }` collides "
     "with <syslog.h>'s LOG_DEBUG/LOG_INFO macros in sink_syslog.c, the one file including both: "
     "`expected identifier before numeric constant` under `In file included from "
     "/usr/include/syslog.h:1, from src/sink_syslog.c:2`; the enum is lost, so `LOG_WARN` and "
     "`LOG_ERROR` undeclared follow (cascade, with their `did you mean` hints). Noise: the "
     "`-Wunused-but-set-parameter` warning on kv (a symptom of the same mistake, a warning all the "
     "same) and main.c's `unused variable ‘verbose’`. make's two Error 1 lines and `not remade` "
     "are cascade")

case("gha-cpp-cmake-set-of-struct-without-operator-less", f"{CMAKE}, {GXX}, {MAKE} (gmake){GHA}",
     "apt-get install ...; cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; "
     "ctest (four steps, the last skipped)", "build",
     [(r"/usr/include/c\+\+/12/bits/stl_function\.h:408:20: error: no match for ‘operator<’", "src/dedup.cpp:10:24")],
     [r"gmake\[2\]: \*\*\* \[CMakeFiles/geo\.dir/build\.make:\d+: CMakeFiles/geo\.dir/src/dedup\.cpp\.o\] Error 1$",
      r"gmake\[1\]: \*\*\* \[CMakeFiles/Makefile2:\d+: CMakeFiles/geo\.dir/all\] Error 2$",
      r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$", DONE],
     {},
     "GitHub Actions, apt-get (already installed), configure, build. dedup.cpp keeps a "
     "std::set<Point> and Point has operator== but no operator<: `no match for ‘operator<’ "
     "(operand types are ‘const Point’ and ‘const Point’)` inside stl_function.h, after an `In "
     "file included from /usr/include/c++/12/string:48, from .../point.hpp:2, from "
     ".../dedup.cpp:1` header chain and an `In instantiation of` / three `required from` / "
     "`required from here` (dedup.cpp:10:24) chain, then four candidate `note:` blocks "
     "(reverse_iterator, move_iterator). One cause, labelled on the compiler's own error line in "
     "the system header (source: the project frame). gmake's three Error lines and the runner's "
     "line are cascade; the notes and frames are neither")

case("cpp-clang-make-k-cxx20-contains-and-override-nonvirtual-crlf", f"{CLANG}, {MAKE}",
     "make -k (CXX=clang++ -std=c++17)", "build",
     [(r"^src/cache\.cpp:14:16: error: no member named 'contains'", "src/cache.cpp:14"),
      (r"^src/store\.hpp:17:18: error: only virtual member functions can be marked 'override'$", "src/store.hpp:10", 2, 0)],
     [(r"^src/store\.hpp:17:18: error: only virtual member functions can be marked 'override'$", 2, 1),
      (r"^1 error generated\.$", 3),
      (r"^make: \*\*\* \[Makefile:11: build/(cache|store|main)\.o\] Error 1$", 3),
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "CRLF. clang++ -std=c++17 through make -k. Two independent causes: cache.cpp calls "
     "`unordered_map::contains` (C++20): `no member named 'contains' in 'std::unordered_map<...>'`; "
     "store.hpp marks FileStore::flush() `override` while the base's flush() is not virtual: `only "
     "virtual member functions can be marked 'override'`, reported under `In file included from` "
     "in store.cpp and again in main.cpp (the same header line: one cause, the second is "
     "cascade). Each `1 error generated.`, make's three Error 1 lines and `not remade` are cascade")

# ================================================================ link errors
case("sh-ci-cpp-definitions-outside-namespace-undefined-reference", f"{GXX}, {LD}, {MAKE}, {BASH}",
     "./ci/build.sh (set -ex; g++ --version; make all; make test)", "build",
     [(r"undefined reference to `geo::haversine\(geo::Coord const&, geo::Coord const&\)'$", "src/distance.cpp:11")],
     [r"undefined reference to `geo::initial_bearing\(geo::Coord const&, geo::Coord const&\)'$",
      r"^collect2: error: ld returned 1 exit status$", r"^make: \*\*\* \[Makefile:8: georoute\] Error 1$"],
     {},
     "a CI script (set -ex). distance.cpp, split out of route.cpp, opens with `using geo::Coord;` "
     "instead of `namespace geo {`, so haversine and initial_bearing are defined at global scope "
     "and geo::haversine / geo::initial_bearing, which route.cpp calls, are never defined: two "
     "`undefined reference` lines after ld's `in function `geo::plan_route(...)'` line. One cause "
     "(one file's missing namespace), labelled on the first; the second, collect2 and make's "
     "Error line are cascade. make test does not run")

# ================================================================ make, cmake, ninja
case("sh-ci-recursive-make-k-j2-size-t-and-read-only-member-long", f"{APT}, {MAKE} (recursive, -k -j2), {GCC}, {BASH}",
     "bash -c 'set -x; apt-get install -y --no-install-recommends build-essential make; make -k -j2'", "build",
     [(r"^\.\./lib/include/ring\.h:6:9: error: unknown type name ‘size_t’$", "lib/include/ring.h:6"),
      (r"^xtally\.c:14:25: error: increment of member ‘count’ in read-only object$", "tools/xtally.c:11")],
     [(r"^\.\./lib/include/ring\.h:\d+:\d+: error: unknown type name ‘size_t’$", 4, 1),
      r"^make\[1\]: \*\*\* \[Makefile:9: zring\.o\] Error 1$", r"^make: \*\*\* \[Makefile:7: lib\] Error 2$",
      r"^make\[1\]: \*\*\* \[Makefile:9: xtally\.o\] Error 1$", r"^make: \*\*\* \[Makefile:7: tools\] Error 2$",
      (r"^make\[1\]: Target 'all' not remade because of errors\.$", 2), r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gzipped, long. A CI script (set -x): apt-get (already installed), then a top-level `make -k "
     "-j2` whose three sub-makes (lib, plugins, tools; 89 small files) run side by side, their "
     "`Entering directory` and compile lines interleaved, with about 60 `unused parameter ‘flags’` "
     "warnings. Two independent causes late in the log: lib/include/ring.h uses size_t without "
     "<stddef.h> and zring.c includes it first: four `unknown type name ‘size_t’` (the first "
     "labelled, three cascade; the `did you forget to ‘#include <stddef.h>’` note is neither); and "
     "tools/xtally.c's tally_add takes `const struct tally *` and increments t->count: `increment "
     "of member ‘count’ in read-only object`. Cascade: make[1]'s Error 1 lines, the top make's "
     "`[Makefile:7: lib] Error 2` / `tools] Error 2`, the three `not remade` lines", gz=True)

case("gha-cmake-source-list-variable-typo-no-sources-given", f"{APT}, {CMAKE}{GHA}",
     "apt-get install ... cmake; cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build "
     "(three steps, the last skipped)", "build",
     [(r"CMake Error at CMakeLists\.txt:17 \(add_executable\):$", "CMakeLists.txt:17")],
     [r"CMake Generate step failed\.  Build files cannot be regenerated correctly\.$", DONE],
     {},
     "GitHub Actions, apt-get (already installed), configure. The source list is set as "
     "PLOT_SOURCES and used as ${PLOT_SRCS}, which is empty: `-- Configuring done`, then `CMake "
     "Error at CMakeLists.txt:17 (add_executable):` / `No SOURCES given to target: svgplot` at "
     "generate time. One cause (labelled on the CMake Error line; the message line under it is "
     "its text); `CMake Generate step failed` and the runner's line are cascade")

case("c-cmake-ninja-header-bool-without-stdbool", f"{CMAKE}, {NINJA}, {GCC}",
     "cmake -S . -B build -G Ninja && cmake --build build", "build",
     [(r"/src/filter\.h:9:9: error: unknown type name ‘bool’$", "src/filter.h:9")],
     [r"/src/filter\.h:14:1: error: unknown type name ‘bool’$", r"/src/filter\.h:15:1: error: unknown type name ‘bool’$",
      r"/src/rule\.c:14:28: error: ‘true’ undeclared", r"/src/rule\.c:16:28: error: ‘false’ undeclared",
      r"^FAILED: CMakeFiles/filter\.dir/src/rule\.c\.o $", r"^ninja: build stopped: subcommand failed\.$"],
     {},
     "cmake -G Ninja. filter.h declares `bool allow;` and two bool functions but includes only "
     "<stdint.h>; addr.c, match.c and main.c include <stdbool.h> first and compile, rule.c "
     "includes filter.h first: three `unknown type name ‘bool’` in the header, then `‘true’` and "
     "`‘false’` undeclared in rule.c, all from the one missing include (gcc's notes say `did you "
     "forget to ‘#include <stdbool.h>’?`). One cause on the first error; the other four errors, "
     "ninja's `FAILED:` line and `build stopped` are cascade. The compile command line under "
     "FAILED: is neither")

# ================================================================ ctest, gtest, valgrind
case("gha-c-ctest-relative-data-path-and-crc-not-inverted", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build --output-on-failure (three steps)", "test",
     [(r"test_parse_file: cannot open tests/data/sample\.csv: No such file or directory$", "tests/test_parse_file.c:7"),
      (r'crc32\(""\) = 0xFFFFFFFF, want 0x00000000$', "src/crc32.c:13")],
     [(r"\*\*\*Failed", 2), r'crc32\("a"\) = ', r'crc32\("123456789"\) = ',
      r"50% tests passed, 2 tests failed out of 4$", r"2 - test_parse_file \(Failed\)$",
      r"3 - test_crc32 \(Failed\)$", r"Errors while running CTest$", DONE],
     {"tests_passed": 2, "tests_failed": 2},
     "GitHub Actions, configure, build (test_crc32.c's implicit `strlen` warnings: noise), "
     "ctest --output-on-failure over four tests. Two independent causes: test_parse_file opens "
     "tests/data/sample.csv relative to its working directory, which under ctest is the build "
     "directory (`cannot open tests/data/sample.csv: No such file or directory`; source: the "
     "test's path, add_test has no WORKING_DIRECTORY); and crc32_buf omits the final inversion, "
     "so all three table rows come out wrong (`crc32(\"\") = 0xFFFFFFFF, want 0x00000000` "
     "labelled, the two other rows cascade). Each is labelled on the test's own output line "
     "under ctest's `***Failed` line (cascade, as are the summary, the FAILED list, `Errors while "
     "running CTest` and the runner's line)")

case("cpp-make-check-gtest-color-truncate-length-and-split-empty-long", f"{GXX}, {MAKE}, {GTEST}",
     "make check GTEST_ARGS=--gtest_color=yes", "test",
     [(r"^tests/test_text\.cpp:30: Failure$", "src/text.cpp:57"),
      (r"^tests/test_text\.cpp:46: Failure$", "src/text.cpp:24")],
     [(r"\[  FAILED  \] ", 5), r"^ 2 FAILED TESTS$", r"^make: \*\*\* \[Makefile:19: check\] Error 1$"],
     {"tests_passed": 136, "tests_failed": 2},
     "long, gtest colour forced (`--gtest_color=yes`; the Failure lines themselves are not "
     "coloured). make builds and runs 138 tests: 2 Trim, 1 SlugC, 128 parameterized pad tests, 4 "
     "Slug rows, 3 Split rows. Two independent causes: slugify_c returns the copied length 8 "
     "instead of 7 when it truncates (`tests/test_text.cpp:30: Failure`, `Expected equality ... "
     "n Which is: 8, 7u`), near the top; and split() drops empty fields (`if (!cur.empty())`), so "
     "row Csv/Split.Fields/2 (\"a,,c,\") fails `ASSERT_EQ(parts.size(), ...)` with 3 against 4 "
     "(`tests/test_text.cpp:46: Failure`), after the 128 passing pad tests. The `Expected "
     "equality` / `Which is` lines belong to their failure. Cascade: the five `[  FAILED  ]` "
     "lines (two per-test results, `2 tests, listed below:` and the two listed), ` 2 FAILED "
     "TESTS`, make's Error 1")

case("gha-c-valgrind-invalid-free-advanced-pointer", f"{APT}, {GCC}, {MAKE}, {VALGRIND}{GHA}",
     "apt-get install ... valgrind; make; make memcheck (valgrind --error-exitcode=1 --leak-check=full; three steps)", "test",
     [(r"==\d+== Invalid free\(\) / delete / delete\[\] / realloc\(\)$", "src/headers.c:18", 2, 0)],
     [(r"==\d+== Invalid free\(\) / delete / delete\[\] / realloc\(\)$", 2, 1),
      (r"==\d+== \d+ bytes in 1 blocks are definitely lost in loss record \d of 2$", 2),
      r"==\d+== ERROR SUMMARY: 4 errors from 4 contexts", r"make: \*\*\* \[Makefile:12: memcheck\] Error 1$", DONE],
     {"errors": 4},
     "GitHub Actions, apt-get (already installed), make, then valgrind over the header-parser "
     "test. header_parse strdup()s the value and then advances h->value past the leading blanks; "
     "header_free frees the advanced pointer: `Invalid free() / delete / delete[] / realloc()` "
     "(`Address ... is 1 bytes inside a block of size 15 alloc'd`), again for the third header "
     "(`4 bytes inside`), and at exit the two blocks are `definitely lost`. One cause (one "
     "pointer advanced in one function), labelled on the first Invalid free; the second, the two "
     "loss records, `ERROR SUMMARY: 4 errors`, make's Error 1 and the runner's line are cascade. "
     "The test's own `ok: 0 failed` is true: its string checks pass. tally errors = ERROR SUMMARY")

# ================================================================ shell and CI
case("sh-ci-set-ex-install-cannot-stat-old-soname", f"{GCC}, {MAKE}, coreutils 9.1 (install), {BASH}",
     "./ci/install.sh (set -ex; make clean; make all; make check; install ...; tar ...)", "build",
     [(r"^install: cannot stat 'build/libmini\.so\.1': No such file or directory$", "ci/install.sh:10")],
     [],
     {},
     "a CI script (set -ex): the build and make check pass (`test_mini: all checks passed`), "
     "then the staging step still installs build/libmini.so.1 while the Makefile's SOVER is now "
     "2: `install: cannot stat 'build/libmini.so.1': No such file or directory`, and set -e stops "
     "the script (exit 1; the ln and tar lines never run). One cause, install's own message")

case("sh-ci-coverage-lcov-command-not-found-127", f"{GCC}, {MAKE}, {BASH}",
     "./ci/coverage.sh (set -eu; make clean; make COVERAGE=1 check; lcov ...)", "build",
     [(r"^\./ci/coverage\.sh: line 6: lcov: command not found$", "ci/coverage.sh:6")],
     [],
     {},
     "a CI script (set -eu): the instrumented build and its test pass, then lcov is not installed "
     "on the runner: `./ci/coverage.sh: line 6: lcov: command not found`, exit 127. One cause")

case("sh-ci-make-check-cpu-limit-killed", f"{GCC}, {MAKE}, {BASH}",
     "./ci/test.sh (set -eux; ulimit -t 5; make all; make check)", "test",
     [(r"^make: \*\*\* \[Makefile:13: check\] Killed$", "src/strmap.c:38")],
     [],
     {},
     "a CI script (set -eux) with `ulimit -t 5`: test_basic passes, test_grow prints `inserting "
     "1000 keys into a map of 8 slots` and never finishes: grow() builds the new table with "
     "`m->cap` where it means `m->cap * 2`, so the 8-slot table fills and find() probes a full "
     "table forever. At the CPU limit the kernel kills the test (SIGKILL) and make reports `make: "
     "*** [Makefile:13: check] Killed` (make exits 2). That line is the only one that says so and "
     "is labelled (source: the grow() line); test_grow's last line, naming the test, is as "
     "defensible")

case("gha-c-integration-wait-wrong-pidfile-timeout-124", f"{GCC}, {MAKE}, {TIMEOUT}, {BASH}{GHA}",
     "make all; make check; timeout 5 ./build/it_spool; make clean (four steps, the last skipped)", "test",
     [(DONE + r" 124\.$", "tests/it_spool.c:18")],
     [],
     {},
     "GitHub Actions: build, make check (`test_queue: sum=55 ok`), then the integration test "
     "starts spoold and waits for run/spool.pid while spoold writes run/spoold.pid: `it_spool: "
     "waiting for run/spool.pid (N)` once a second until `timeout 5` ends it with 124; nothing "
     "else is printed. The runner's `exit code 124` line is the only line that says it failed and "
     "is labelled (as in holdout9-13); the last waiting line is as defensible")

# ================================================================ successes
case("gha-cpp-cmake-make-ctest-warning-success", f"{APT}, {CMAKE}, {CTEST}, {GXX}, {MAKE} (gmake){GHA}",
     "apt-get install ...; cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug; cmake --build build; "
     "ctest --test-dir build --output-on-failure (four steps)", "test", [], [],
     {"tests_passed": 2, "tests_failed": 0},
     "success. The geoset project with operator< added: apt-get, configure, build (a "
     "-Wsign-compare warning in bbox.cpp), ctest: `100% tests passed, 0 tests failed out of 2`")

case("c-cmake-ctest-fixed-paths-success-crlf", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure", "test", [], [],
     {"tests_passed": 4, "tests_failed": 0},
     "success, CRLF. The csvsum project fixed (add_test WORKING_DIRECTORY, crc32's final "
     "inversion): configure, build (test_crc32.c's implicit `strlen` warnings remain), ctest: "
     "`100% tests passed, 0 tests failed out of 4`")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
