#!/usr/bin/env python3
"""Writes holdout16/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
VALGRIND = "valgrind-3.19.0"
BASH = "GNU bash 5.2.15"
APT = "apt 2.6.1"
GHA = " (GitHub Actions wrapping)"
DONE = r"##\[error\]Process completed with exit code"
E = "\x1b"

# ================================================================ compile errors
case("c-make-k-j3-no-member-and-array-assign-color", f"{GCC}, {MAKE}",
     "make -k -j3 -C inventory EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [(r"src/parse\.c:23:19:.*error: .*assignment to expression with array type$", "src/parse.c:23:19"),
      (r"src/report\.c:17:26:.*error: .*has no member named ‘.*quantity", "src/report.c:17:26")],
     [r"^make: \*\*\* \[Makefile:12: build/parse\.o\] Error 1$", r"^make: \*\*\* \[Makefile:12: build/report\.o\] Error 1$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gcc colour forced with -fdiagnostics-color=always (texts keep the codes), `make -k -j3 -C "
     "inventory` from the parent directory (`Entering directory` / `Leaving directory`). Two "
     "independent mistakes: parse.c assigns the token pointer to the char[32] name (`assignment to "
     "expression with array type`; strcpy was meant) and report.c writes it->quantity where the "
     "field is qty (`has no member named ‘quantity’`). report.c's -Wsign-compare warning (in "
     "report_total, same file) is in neither list. make's two `Error 1` and `not remade` are cascade")

case("c-clang-make-util-header-no-guard-redefinition-crlf", f"{CLANG}, {MAKE}",
     "make CC=clang", "build",
     [(r"^include/util\.h:1:19: error: redefinition of 'clamp_int'$", "include/util.h:1")],
     [r"^1 error generated\.$", r"^make: \*\*\* \[Makefile:12: build/item\.o\] Error 1$"],
     {},
     "CRLF. util.h lost its include guard in a cleanup and item.c now includes it directly as "
     "well as through inv.h: clang's `redefinition of 'clamp_int'` under two `In file included "
     "from` lines, with a `previous definition is here` note (neither list). One cause; source "
     "is the header whose guard is missing. `1 error generated.` and make's Error 1 are cascade; "
     "make stops (no -k)")

# ================================================================ linker
case("sh-ci-set-ex-renamed-definition-undefined-reference", f"{GCC}, {LD}, {MAKE}, {BASH}",
     "./ci/build.sh (set -ex: cc --version | head -n1; make; make check; ./build/inventory --low 10 stock.csv)", "build",
     [(r"src/main\.c:84: undefined reference to `inv_free'$", "src/item.c:36")],
     [r"^collect2: error: ld returned 1 exit status$", r"^make: \*\*\* \[Makefile:18: build/inventory\] Error 1$"],
     {},
     "CI script with set -ex (`+ make` traces). item.c's definition was renamed to "
     "inventory_free in a refactor; the header and the callers still say inv_free, so every "
     "file compiles and the first link fails: `undefined reference to `inv_free'` from main.o "
     "(ld's `in function `main'` line is a note of it, neither list). One cause; source is the "
     "renamed definition. collect2 and make's Error 1 are cascade; set -e stops the script. "
     "report.c's -Wsign-compare warning is noise")

# ================================================================ valgrind
case("sh-ci-valgrind-write-uninitialised-record-padding", f"{GCC}, {MAKE}, {VALGRIND}, {BASH}",
     "./ci/memcheck.sh (set -x: make; make check; make memcheck)", "test",
     [(r"^==\d+== Syscall param write\(buf\) points to uninitialised byte\(s\)$", "src/store.c:15")],
     [r"^==\d+== ERROR SUMMARY: 1 errors from 1 contexts", r"^make: \*\*\* \[Makefile:32: memcheck\] Error 1$"],
     {"errors": 1},
     "CI script (set -x): make (a -Wsign-compare warning), make check (both tests print ok), "
     "make memcheck: valgrind over test_parse is clean (`ERROR SUMMARY: 0 errors`), then "
     "test_store: store_save no longer memsets each record before filling it, so the bytes after "
     "the name's NUL and the struct padding are uninitialised and fclose's write(2) reports "
     "`Syscall param write(buf) points to uninitialised byte(s)` (stack through glibc's stdio to "
     "store_save; the `Address ... alloc'd` block is its description: neither list). The test "
     "itself still prints `test_store: ok`. Cascade: `ERROR SUMMARY: 1 errors` and make's Error "
     "1 (--error-exitcode=1). tally.errors = 0 + 1 over the two runs")

# ================================================================ shell and CI
case("sh-set-e-package-tar-cannot-stat-man-page", f"{GCC}, {MAKE}, tar (GNU tar) 1.34, {BASH}",
     "./ci/package.sh (set -e: make; make check; mkdir -p dist; tar czf dist/inventory-0.3.tar.gz build/inventory README docs/inventory.1)",
     "build",
     [(r"^tar: docs/inventory\.1: Cannot stat: No such file or directory$", "ci/package.sh:9")],
     [r"^tar: Exiting with failure status due to previous errors$"],
     {},
     "release script under set -e: build (a -Wsign-compare warning) and tests pass, then tar is "
     "asked for docs/inventory.1, a man page nobody wrote (docs/ only holds format.md): `tar: "
     "docs/inventory.1: Cannot stat: No such file or directory`, tar's `Exiting with failure "
     "status` (cascade), exit 2, and set -e ends the script before its `packaged` line")

case("sh-ci-ulimit-f-export-loop-file-size-limit", f"{GCC}, {MAKE}, {BASH}",
     "./ci/export-smoke.sh (set -eu: make; make check; ulimit -f 1024; ./build/inventory --export build/stock-export.csv stock.csv)",
     "test",
     [(r"^\./ci/export-smoke\.sh: line 7: +\d+ File size limit exceeded", "src/main.c:17")],
     [],
     {},
     "CI script (set -eu) that caps what the export may write with `ulimit -f 1024`. export_csv's "
     "while loop lost its `i++`, so it writes the first row forever; at 1 MiB the kernel sends "
     "SIGXFSZ and bash reports `line 7: PID File size limit exceeded./build/inventory ...` (its "
     "own formatting, no space), exit 153. The program prints nothing. One cause, labelled on "
     "bash's line (source: the loop in main.c)")

case("sh-ci-timeout-verbose-lock-backoff-zero-124", f"{GCC}, {MAKE}, coreutils 9.1 (timeout), {BASH}",
     "./ci/nightly.sh (set -eu: make; cp ci/state/* build/; timeout -v 5 ./build/inventory --lock build/inv.lock --low 10 stock.csv)",
     "test",
     [(r"^timeout: sending signal TERM to command ‘\./build/inventory’$", "src/main.c:30")],
     [],
     {},
     "CI script: the restored state holds a stale inv.lock. take_lock()'s backoff now starts at "
     "0 ms (`retry at once`), so `delay_ms *= 2` keeps it 0 and the `still locked, giving up` "
     "branch (delay > 1600) is never reached: the program spins silently. `timeout -v 5` prints "
     "`timeout: sending signal TERM to command ‘./build/inventory’` and exits 124; that line is "
     "the only one that says so and is labelled (source: the initial delay in main.c). A "
     "-Wsign-compare warning is noise")

case("gha-c-make-check-cppcheck-command-not-found-127", f"{GCC}, {MAKE}, {BASH}{GHA}",
     "make; make check; cppcheck --enable=warning --error-exitcode=1 --inline-suppr src include (three steps)", "build",
     [(r"bash: line 1: cppcheck: command not found$", ".github/workflows (the runner image has no cppcheck)")],
     [DONE + r" 127\.$"],
     {},
     "three GitHub Actions steps: make (a -Wsign-compare warning), make check (`test_parse: ok`, "
     "`test_store: ok`), then a static-analysis step on a runner image without cppcheck: `bash: "
     "line 1: cppcheck: command not found` (127). The `##[group]Run cppcheck ... --error-exitcode=1` "
     "header and its echoed command are in neither list. The runner's line is cascade")

# ================================================================ C++ / CMake / ninja / ctest
case("gha-cpp-cmake-make-std-sort-on-list", f"{CMAKE}, {GXX}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build; ctest --test-dir build --output-on-failure (three steps, the last skipped)",
     "build",
     [(r"stl_algo\.h:1938:50: error: no match for ‘operator-’", "src/queue.cpp:15:11")],
     [r"gmake\[2\]: \*\*\* \[CMakeFiles/tasks\.dir/build\.make:\d+: CMakeFiles/tasks\.dir/src/queue\.cpp\.o\] Error 1$",
      r"gmake\[1\]: \*\*\* \[CMakeFiles/Makefile2:\d+: CMakeFiles/tasks\.dir/all\] Error 2$",
      r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$", DONE + r" 2\.$"],
     {},
     "three GitHub Actions steps (configure, build with CMake's Unix Makefiles; ctest never "
     "runs). queue.cpp replaced std::list's own sort() with std::sort(begin, end, cmp), which "
     "needs random-access iterators: `no match for ‘operator-’ (operand types are "
     "‘std::_List_iterator<tasks::Task>’ ...)` inside stl_algo.h, under `In file included from` "
     "/ `In instantiation of` / `required from here` (queue.cpp:15:11, the source). The candidate "
     "notes (reverse_iterator, move_iterator) belong to the error: neither list. Cascade: "
     "gmake's three Error lines and the runner's line")

case("gha-cmake-target-link-libraries-name-typo", f"{APT}, {CMAKE}{GHA}",
     "apt-get install -y --no-install-recommends cmake libgtest-dev; cmake -S . -B build; cmake --build build (three steps, the last skipped)",
     "build",
     [(r"CMake Error at CMakeLists\.txt:12 \(target_link_libraries\):$", "CMakeLists.txt:12")],
     [r"-- Configuring incomplete, errors occurred!$", DONE + r" 1\.$"],
     {},
     "three GitHub Actions steps: apt-get (everything already newest), configure, build "
     "(skipped). target_link_libraries names task_cli; the target is tasks_cli: `CMake Error at "
     "CMakeLists.txt:12 (target_link_libraries): Cannot specify link libraries for target "
     "\"task_cli\" which is not built by this project.` (the message's two indented lines belong "
     "to it). Cascade: `Configuring incomplete, errors occurred!` and the runner's line; the "
     "`See also CMakeOutput.log` line is in neither list")

case("cpp-cmake-ninja-optional-include-dropped-crlf", f"{CMAKE}, {NINJA}, {GXX}",
     "cmake -S . -B build -G Ninja && cmake --build build -j1", "build",
     [(r"include/tasks/queue\.h:15:14: error: ‘optional’ in namespace ‘std’ does not name a template type$", "include/tasks/queue.h:3")],
     [r"^FAILED: CMakeFiles/tasks\.dir/src/queue\.cpp\.o $",
      r"include/tasks/queue\.h:16:14: error: ‘optional’ in namespace ‘std’ does not name a template type$",
      r"src/queue\.cpp:18:6: error: ‘optional’ in namespace ‘std’ does not name a template type$",
      r"src/queue\.cpp:27:6: error: ‘optional’ in namespace ‘std’ does not name a template type$",
      r"^ninja: build stopped: subcommand failed\.$"],
     {},
     "CRLF. cmake -G Ninja, then the build with -j1. A tidy-up removed `#include <optional>` "
     "from queue.h, which declares std::optional<Task> pop() and peek(): four `‘optional’ in "
     "namespace ‘std’ does not name a template type` errors (two in the header under `In file "
     "included from src/queue.cpp:2`, two in queue.cpp), each with a `did you forget to "
     "‘#include <optional>’?` note. One cause labelled on the first; the other three errors, "
     "ninja's `FAILED:` (it comes before the compiler output) and `build stopped` are cascade. "
     "The FAILED line ends in a space (ninja's own)")

case("gha-cpp-ctest-gtest-hours-as-minutes-table-long", f"{APT}, {CMAKE}, {NINJA}, {GXX}, {CTEST}, {GTEST}{GHA}",
     "apt-get install ...; cmake -S . -B build -G Ninja; cmake --build build; ctest --test-dir build --output-on-failure (four steps)",
     "test",
     [(r"tests/test_duration\.cpp:13: Failure$", "src/duration.cpp:20", 4, 0)],
     [r"\*\*\*Failed", (r"\[  FAILED  \] Table/ParseDuration\.Seconds/12[0-2], where", 6),
      (r"\[  FAILED  \] Table/ParseDuration\.Seconds/119, where", 2),
      (r"tests/test_duration\.cpp:13: Failure$", 4),
      r"\[  FAILED  \] 4 tests, listed below:$", r" 4 FAILED TESTS$",
      r"50% tests passed, 1 tests failed out of 2$", r"The following tests FAILED:$", r"\t  1 - unit \(Failed\)$",
      r"Errors while running CTest$", DONE + r" 8\.$"],
     {"tests_passed": 1, "tests_failed": 1},
     "long, gzipped: four GitHub Actions steps (apt-get, configure -G Ninja, build, ctest "
     "--output-on-failure). The unit test is one gtest binary (128 tests; a 123-row "
     "parameterized table); because it fails, ctest prints its whole output (about 260 `[ RUN ]` "
     "/ `[ OK ]` lines). parse_duration counts 'h' as 60 s instead of 3600, so the last four "
     "rows (1h, 2h15m, 1h0m1s, 12h) fail the same EXPECT_EQ at test_duration.cpp:13, numbers "
     "apart: one cause, labelled on the first `test_duration.cpp:13: Failure`; the other three "
     "are cascade with the `[  FAILED  ]` lines, `4 FAILED TESTS`, ctest's `***Failed`, "
     "summary, FAILED list, `Errors while running CTest` and the runner's line (exit 8). "
     "cli_smoke (`2h` is parsed without error) passes. tally is ctest's `50% tests passed, 1 "
     "tests failed out of 2`, the outer runner's, as holdout12 did; gtest's inner `[  PASSED  ] "
     "124 tests.` / `4 FAILED TESTS` are not added", gz=True)

# ================================================================ successes
case("c-clang-make-check-success-color", f"{CLANG}, {MAKE}",
     "make CC=clang EXTRA_CFLAGS=-fcolor-diagnostics && make check && ./build/inventory --low 10 stock.csv", "build",
     [], [], {},
     "success, clang colour forced (-fcolor-diagnostics): the inventory project as it is. One "
     "coloured -Wsign-compare warning and `1 warning generated.`, both tests print ok, the report "
     "flags `hinge ... LOW` (output, not a failure). No runner prints a count (tally empty)")

case("gha-cpp-cmake-ninja-ctest-success", f"{CMAKE}, {NINJA}, {GXX}, {CTEST}, {GTEST}{GHA}",
     "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug; cmake --build build; ctest --test-dir build --output-on-failure (three steps)",
     "test", [], [],
     {"tests_passed": 2, "tests_failed": 0},
     "success: three GitHub Actions steps over the tasks project as it is; ctest "
     "`100% tests passed, 0 tests failed out of 2` (the gtest output is not shown for passing "
     "tests under --output-on-failure)")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
