#!/usr/bin/env python3
"""Writes holdout13/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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

# ================================================================ compile errors
case("c-make-k-conflicting-types-and-void-value-color", f"{GCC}, {MAKE}",
     "make -k EXTRA_CFLAGS=-fdiagnostics-color=always", "build",
     [(r"src/config\.c:6:5:" + E + r" " + E + r"error: .*conflicting types for", "src/config.c:6:5"),
      (r"src/report\.c:9:18:" + E + r" " + E + r"error: .*void value not ignored", "src/report.c:9:18")],
     [r"^make: \*\*\* \[Makefile:13: obj/config\.o\] Error 1$", r"^make: \*\*\* \[Makefile:13: obj/report\.o\] Error 1$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "gcc colour forced, make -k over four files. Two independent causes: config.c defines "
     "parse_port(const char *, int *) while config.h declares it with unsigned short * "
     "(`conflicting types for ‘parse_port’`, its `previous declaration` note), and report.c "
     "still assigns the result of log_flush(), which now returns void (`void value not ignored "
     "as it ought to be`). Cascade: make's two Error lines and `not remade`. Noise: the "
     "-Wincompatible-pointer-types warning in config_load (a symptom of the same mismatch; a "
     "warning, in neither list), the unused-variable warning in report.c, the notes")

# ================================================================ link errors
case("cpp-clang-make-undefined-vtable-key-function-crlf", f"{CLANG}, {LD}, {MAKE}",
     "make (CXX = clang++)", "build",
     [(r"undefined reference to `vtable for Rle'$", "src/codec.hpp:17")],
     [r"^clang: error: linker command failed with exit code 1", r"^make: \*\*\* \[Makefile:10: bin/codecs\] Error 1$"],
     {},
     "CRLF. Four files compile; the link fails with `undefined reference to `vtable for Rle'`: "
     "Rle's first non-inline virtual function (its key function, size_hint) is declared in "
     "codec.hpp but never defined, so no translation unit emits the vtable. One cause (source: "
     "the declaration); ld's `in function` line is a note; clang's `linker command failed` and "
     "make's Error are cascade")

case("gha-cpp-cmake-c-header-without-extern-c", f"{CMAKE}, {GCC}, {GXX}, {LD}, {MAKE}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build; ctest (three steps, the last skipped)",
     "build",
     [(r"undefined reference to `crc32_update\(unsigned int, unsigned char const\*, unsigned long\)'$", "src/crc.h:6")],
     [r"undefined reference to `adler32_update\(unsigned int", r"collect2: error: ld returned 1 exit status$",
      r"gmake\[2\]: \*\*\* .* Error 1$", r"gmake\[1\]: \*\*\* .* Error 2$", r"gmake: \*\*\* \[Makefile:\d+: all\] Error 2$", DONE],
     {},
     "three steps: configure, build, ctest (skipped). The C library builds; the C++ tool "
     "includes crc.h, which has no extern \"C\" guard, so filesum.cpp refers to C++-mangled "
     "names: `undefined reference to `crc32_update(unsigned int, unsigned char const*, unsigned "
     "long)'` and the same for adler32_update. One cause (the header; source crc.h), the second "
     "undefined reference, collect2, gmake's three Error lines and the runner's line are "
     "cascade")

# ================================================================ make
case("sh-ci-recursive-make-k-cached-deps-no-rule", f"{MAKE} (recursive, -k), {GCC}, {BASH}",
     "./ci/build.sh (set -x; restores lib/obj and app/obj from .ci-cache; make -k)", "build",
     [(r"^make\[1\]: \*\*\* No rule to make target '\.\./lib/include/strbuf\.h', needed by 'obj/main\.o'\.$", "app/Makefile:1")],
     [r"^make\[1\]: Target 'geohash' not remade because of errors\.$", r"^make: \*\*\* \[Makefile:6: app\] Error 2$",
      r"^make: Target 'all' not remade because of errors\.$"],
     {},
     "a CI script (set -x) restores the object directories from a cache made before "
     "lib/include/strbuf.h was renamed sbuf.h; lib/ (built with -MMD -MP) rebuilds fine, app/ "
     "(-MMD without -MP) reads the stale obj/main.d and stops: `make[1]: *** No rule to make "
     "target '../lib/include/strbuf.h', needed by 'obj/main.o'.` One cause (source: app's "
     "CFLAGS lacking -MP; the stale cache is as defensible). Cascade: `not remade` lines and "
     "the top make's Error 2. Noise: the `restored build cache` echo and set -x traces")

# ================================================================ gtest, ctest
G = r"(?:\x1b\[[0-9;]*m)*"
case("cpp-gtest-brief-color-fixture-setup-and-uncaught-exception", f"{GXX}, {GTEST}, {MAKE}",
     "make check 'GTEST_FLAGS=--gtest_brief=1 --gtest_color=yes'", "test",
     [(r"^tests/test_spool\.cpp:12: Failure$", "tests/test_spool.cpp:12", 3, 0),
      (r"^unknown file: Failure$", "src/config.cpp:22", 2, 0)],
     [(r"^tests/test_spool\.cpp:12: Failure$", 3), (r"^unknown file: Failure$", 2),
      (r"^C\+\+ exception with description \"map::at\" thrown in the test body\.$", 2, 1),
      (r"^Expected: \(mkdtemp\(tmpl\)\) != \(nullptr\)", 3, 1), (r"^mkdtemp\(/tmp/spoolq-test-XXXX\): Invalid argument$", 3, 1),
      (G + r"\[  FAILED  \] " + G + r"\w+\.\w+ \(\d+ ms\)$", 5), r"^make: \*\*\* \[Makefile:19: check\] Error 1$"],
     {"tests_passed": 3},
     "gtest --gtest_brief=1 (only failures are printed) with colour, 8 tests. Two causes: the "
     "SpoolTest fixture's SetUp() passes mkdtemp a template ending in four X (EINVAL): the same "
     "ASSERT_NE failure in each of its three tests (one cause, labelled on the first "
     "`tests/test_spool.cpp:12: Failure`; the two repeats are cascade); and load_config() calls "
     "map::at(\"retry\") for a key renamed `retries`: `unknown file: Failure` / `C++ exception "
     "with description \"map::at\" thrown in the test body.` in two tests (one cause, on the "
     "first `unknown file: Failure` line; source the at() call). Cascade: the repeats, the "
     "five `[  FAILED  ]` lines, make's Error. Brief mode prints no `N FAILED TESTS` line; "
     "tally is `[  PASSED  ] 3 tests.` only")

case("sh-ci-gtest-expect-failure-then-assert-abort-134-crlf", f"{GXX}, {GTEST}, {MAKE}, {BASH}",
     "./ci/test.sh (set -e; make; ./build/ringq_tests --gtest_print_time=0)", "test",
     [(r"^tests/test_ring\.cpp:30: Failure$", "tests/test_ring.cpp:30"),
      (r"^ringq_tests: src/ring\.hpp:17: .*Assertion `count_ > 0 && \"pop\(\) on an empty ring\"' failed\.$", "tests/test_ring.cpp:39")],
     [r"^\[  FAILED  \] Ring\.BackIsNewest$", r"^\./ci/test\.sh: line 7: +\d+ Aborted +\./build/ringq_tests"],
     {},
     "CRLF. A CI script (set -e) builds and runs a gtest binary of 6 tests. Ring.BackIsNewest "
     "fails (`tests/test_ring.cpp:30: Failure`, back() reads the slot after the newest), then "
     "Ring.DrainThenPop pops one element more than it pushed: the assert() in pop() fails and "
     "abort() kills the binary mid-run, so gtest prints no summary; bash prints `line 7: PID "
     "Aborted ./build/ringq_tests ...` (exit 134). Two causes: the EXPECT_EQ failure line and "
     "the assertion message (source: the test's loop). Cascade: `[  FAILED  ]` and bash's "
     "Aborted line. No runner summary: tally empty")

case("gha-c-ctest-j2-not-run-and-subprocess-aborted", f"{CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "cmake -S . -B build; cmake --build build; ctest --test-dir build --output-on-failure -j2 (three steps)", "test",
     [(r" Could not find executable test_tznames$", "CMakeLists.txt:18"),
      (r"Test +#2: abbrev \.+Subprocess aborted\*\*\*Exception:", "tests/test_abbrev.c:7")],
     [r" Unable to find executable: test_tznames$", r"Test +#3: names \.+\*\*\*Not Run",
      r" \d+% tests passed, 2 tests failed out of 4$", r" The following tests FAILED:$",
      r"Z \t +2 - abbrev \(Subprocess aborted\)$", r"Z \t +3 - names \(Not Run\)$", r" Errors while running CTest$", DONE],
     {"tests_passed": 2, "tests_failed": 2},
     "three steps; ctest -j2 --output-on-failure over 4 tests. Two causes: `names` is "
     "registered with add_test(... COMMAND test_tznames), the executable's old name (`Could "
     "not find executable test_tznames`, the `Looked in` list, `Unable to find executable`, "
     "`***Not Run`), and `abbrev` asks tz_abbrev_minutes() for CEST, which the table lacks: "
     "the library prints `unknown abbreviation 'CEST'` and calls abort() (`Subprocess "
     "aborted***Exception:`, labelled as ctest's own result line as in holdout10; the "
     "program's message, printed under it by --output-on-failure, is a note). Cascade: "
     "`Unable to find executable`, `***Not Run`, the summary, FAILED list, `Errors while "
     "running CTest`, the runner's line")

case("gha-c-cmake-ctest-verbose-late-failure-long", f"{APT}, {CMAKE}, {CTEST}, {GCC}, {MAKE}{GHA}",
     "apt-get install ...; cmake -S . -B build; cmake --build build; ctest --test-dir build -V (four steps)", "test",
     [(r" 27: FAIL conv_fahrenheit\(1\) = ", "src/conv_fahrenheit.c:6")],
     [r" 27: FAIL conv_fahrenheit\(2\.5\) = ", r" 27: FAIL conv_fahrenheit\(100\) = ",
      r" 27/30 Test #27: fahrenheit \.+\*\*\*Failed", r" 97% tests passed, 1 tests failed out of 30$",
      r" The following tests FAILED:$", r"\t 27 - fahrenheit \(Failed\)$", r" Errors while running CTest$", DONE],
     {"tests_passed": 29, "tests_failed": 1},
     "long, gzipped. Four steps: apt-get (already installed), configure, a 60-target build, "
     "then ctest -V over 30 converter tests, each printing four `ok` lines. Test 27 of 30: "
     "conv_fahrenheit was rewritten by hand as `x - 32.0 * 5.0 / 9.0` (parentheses lost): "
     "three `FAIL conv_fahrenheit(...)` lines, one check, numbers apart: one cause, on the "
     "first. Cascade: the other two FAIL lines, `***Failed`, the summary, FAILED list, "
     "`Errors while running CTest`, the runner's line", gz=True)

# ================================================================ valgrind
vg = lines_of("logs/cpp-make-k-valgrind-mismatched-delete-and-uninit-jump.log")
vg_errors = sum(int(m.group(1)) for l in vg for m in [re.search(r"ERROR SUMMARY: (\d+) errors", l)] if m)
case("cpp-make-k-valgrind-mismatched-delete-and-uninit-jump", f"{GXX}, {MAKE}, {VALGRIND}",
     "make && make check && make -k memcheck (valgrind --error-exitcode=1 --track-origins=yes --leak-check=full)", "test",
     [(r"^==\d+== Mismatched free\(\) / delete / delete \[\]$", "src/tokbuf.cpp:9", 2, 0),
      (r"^==\d+== Conditional jump or move depends on uninitialised value\(s\)$", "src/tokbuf.hpp:22", None, 0)],
     [(r"^==\d+== Mismatched free\(\) / delete / delete \[\]$", 2),
      (r"^==\d+== (?:Conditional jump or move depends on uninitialised value\(s\)|Use of uninitialised value of size 8)$", None),
      (r"^==\d+== ERROR SUMMARY: [1-9]\d* errors", 2),
      r"^make: \*\*\* \[Makefile:17: memcheck-split\] Error 1$", r"^make: \*\*\* \[Makefile:17: memcheck-table\] Error 1$",
      r"^make: Target 'memcheck' not remade because of errors\.$"],
     {"errors": vg_errors},
     "make, make check (both tests pass: `split: 5 tokens ok`, `table: 3 columns`), then "
     "make -k memcheck over both under valgrind --track-origins=yes. Two causes: TokBuf's "
     "destructor frees new[]'d tokens with delete (`Mismatched free() / delete / delete []`, "
     "once per test: one cause, labelled on the first, the repeat in test_table is cascade), "
     "and Widths::w is never initialised (`Conditional jump or move depends on uninitialised "
     "value(s)` in Widths::see, `created by a stack allocation`; source the member). Cascade: "
     "the repeat, any later uninitialised-value errors in printf of the same value (present "
     "in some runs), both ERROR SUMMARY lines, make's Error lines and `not remade`. tally "
     "errors: the two ERROR SUMMARY counts summed")

# ================================================================ shell and CI
case("gha-sh-set-u-unbound-variable-package", f"{CMAKE}, {GCC}, {MAKE}, {BASH}{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release; cmake --build build --target tzoff; ./ci/package.sh (three steps)",
     "build",
     [(r"\./ci/package\.sh: line 6: RELEASE_TAG: unbound variable$", "ci/package.sh:6")],
     [DONE],
     {},
     "three steps: configure, build the library, then the packaging script (set -euo "
     "pipefail) expands ${RELEASE_TAG#v}, which only the tag-push workflow sets: bash's "
     "`./ci/package.sh: line 6: RELEASE_TAG: unbound variable`, exit 1. One cause; the "
     "runner's line is cascade")

# ================================================================ successes
case("sh-ci-ninja-ctest-verbose-success-long", f"{CMAKE}, {CTEST}, {NINJA}, {GCC}, {BASH}",
     "bash -c 'set -x; cmake -S . -B build -G Ninja; cmake --build build; ctest --test-dir build -V'", "test", [], [],
     {"tests_passed": 30, "tests_failed": 0},
     "success, long: the units project with conv_fahrenheit fixed. ninja builds 61 targets, "
     "ctest -V runs 30 tests printing 120 `ok` lines; `100% tests passed, 0 tests failed out "
     "of 30`")

case("gha-cpp-gtest-shuffle-seed-success", f"{GXX}, {GTEST}, {MAKE}{GHA}",
     "make; make check 'GTEST_FLAGS=--gtest_shuffle --gtest_random_seed=7' (two steps)", "test", [], [],
     {"tests_passed": 8},
     "success: the spool project fixed (six X in the mkdtemp template, the key `retries`); "
     "gtest with --gtest_shuffle and a fixed seed: `Note: Randomizing tests' orders with a "
     "seed of 7`, `[  PASSED  ] 8 tests.`")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
