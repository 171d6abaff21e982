#!/usr/bin/env python3
"""Writes holdout5/native/manifest.jsonl: the labels are chosen by hand below; this only looks
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
    gz = id == "c-ctest-verbose-pool-timeout"
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
GXX = "g++ (Debian 12.2.0-14+deb12u1) 12.2.0"
MAKE = "GNU Make 4.3"
CMAKE = "cmake 3.25.1"
APT = "apt 2.6.1, dpkg 1.21.22 (local mirror on 127.0.0.1)"
GHA = "; GitHub Actions wrapping"
ERR = r"##\[error\]Process completed with exit code"

# ---------------------------------------------------------------- builds
case("gha-c-apt-autotools-late-duplicate-case",
     f"{APT}, autoconf 2.71, automake 1.16.5, {GCC}, {MAKE}{GHA}",
     "apt-get update && apt-get install -y --no-install-recommends libinih-dev; autoreconf -fiv; "
     "./configure; make (four steps)", "build",
     [(r"src/wire_opcode\.c:35:9: error: duplicate case value", "src/wire_opcode.c:35:9")],
     [r"make\[1\]: \*\*\* \[Makefile:\d+: src/pktgate-wire_opcode\.o\] Error 1",
      r"make: \*\*\* \[Makefile:\d+: all\] Error 2", ERR],
     {},
     "four-step job: apt-get installs libinih-dev (3 packages, dpkg's '(Reading database ...' "
     "progress on one line), autoreconf -fiv, ./configure (finds ini.h and -linih), then make over "
     "a 65-file C project with automake's verbose rules (each file's gcc command and depfile mv): 61 "
     "files compile with 52 -Wall -Wextra warnings (fallthrough, sign-compare, unused, missing "
     "initializer, %d for unsigned long), then src/wire_opcode.c fails late: OP_KEEPALIVE and OP_PING "
     "are both 0x07, 'duplicate case value' (the 'note: previously used here' below it is part of "
     "it). make[1]'s and make's Error lines and the runner's exit-code line are cascade. No tally: "
     "gcc prints no totals")

case("cpp-cmake-ninja-vendored-vtable-link", f"{CMAKE}, ninja 1.11.1, {GXX}, GNU ld 2.40",
     "cmake -S . -B build -G Ninja && cmake --build build -j1", "build",
     [(r"undefined reference to `vtable for metrics::StatsdSink'", "main.cpp")],
     [r"^FAILED: relayd", r"^collect2: error: ld returned 1 exit status",
      r"^ninja: build stopped: subcommand failed\."],
     {},
     "cmake configure, then ninja -j1 builds 121 objects: the project's own 97 files (one unused "
     "variable warning) and a vendored library, third_party/tinyfmt, that gets the project's -Wall "
     "-Wextra and prints 32 warning lines (unused parameter, sign-compare, -Wreorder, -Wclass-memaccess); "
     "two static libraries and relay-bench link, then the link of relayd fails: main.cpp constructs "
     "metrics::StatsdSink, whose out-of-line virtual functions are in src/metrics/statsd_sink.cpp, "
     "which is not in the library's source list, so the vtable is never emitted. The undefined "
     "reference is the root cause; ld's two warnings about it (relocation against _ZTV... in a "
     "read-only section, two lines above, and 'creating DT_TEXTREL in a PIE' below) and its 'in "
     "function' preamble belong to it; ninja's FAILED: line (with the link command under it), "
     "collect2 and 'build stopped' are cascade")

case("c-make-ignored-codegen-missing-header", f"{GCC}, {MAKE}, mawk 1.3.4", "make -k", "build",
     [(r"^genmsg: proto/msgtypes\.def:8: unknown field type 'i24'", "proto/msgtypes.def:8")],
     [r"Error 2 \(ignored\)", (r"fatal error: msgtypes\.h: No such file or directory", 3),
      (r"^compilation terminated\.", 3), (r"make: \*\*\* \[Makefile:16: build/\w+\.o\] Error 1", 3),
      r"Target 'all' not remade because of errors"],
     {},
     "the Makefile runs an awk code generator with its recipe prefixed by '-', so its failure "
     "('unknown field type i24', exit 2) is only reported as 'Error 2 (ignored)' and make goes on; "
     "the objects do not depend on the generated header, so under make -k codec.c, dispatch.c and "
     "main.c each stop on 'fatal error: msgtypes.h: No such file or directory'. One root cause, the "
     "generator's own message: the ignored error, the three fatal errors (with compilation "
     "terminated and make's Error 1 lines) and 'Target not remade' follow from it. The first fatal "
     "error is what a reader of the compile output sees first, but it is only the consequence. Two "
     "-Wall -Wextra warnings (bus.c, topic.c) in passing files")

case("cpp-make-k-static-assert-deleted-copy-crlf", f"{GXX}, {MAKE}", "make -k", "build",
     [(r"^include/wire/frame\.hpp:16:35: error: static assertion failed", "include/wire/frame.hpp:16:35", 3, 0),
      (r"new_allocator\.h:175:11: error: use of deleted function ‘wire::Session::Session",
       "/usr/include/c++/12/bits/new_allocator.h:175:11")],
     [(r"^include/wire/frame\.hpp:16:35: error: static assertion failed", 3),
      r"session\.hpp:14:8: error: use of deleted function ‘std::unique_ptr",
      (r"make: \*\*\* \[Makefile:9: build/\w+\.o\] Error 1", 4),
      r"Target 'wirectl' not remade because of errors"],
     {},
     "CRLF line ends (texts given without the CR). g++ under make -k, two independent failures: "
     "FrameHeader gained a 4-byte field, so the static_assert in include/wire/frame.hpp ('must stay 8 "
     "bytes on the wire', note: the comparison reduces to (12 == 8)) fails in each of the three files "
     "that include it (frame.cpp, codec.cpp, main.cpp): one root cause (the first), the repeats are "
     "cascade. session.cpp copies a std::vector<Session> element by element, and Session holds a "
     "unique_ptr: 'use of deleted function Session::Session(const Session&)' inside the allocator's "
     "instantiation chain (the 'In file included from' head, the 'In instantiation of' and "
     "'required from here' at src/session.cpp:8:43 lead to it and are as defensible); the second "
     "'use of deleted function' on unique_ptr's copy constructor explains why and is cascade. "
     "stats.cpp compiles with two warnings; make's four Error 1 lines and 'Target not remade' are "
     "cascade")

case("gha-c-wget-vendor-too-few-args-color",
     f"GNU Wget 1.21.3, GNU tar 1.34, {GCC} (-fdiagnostics-color=always), {MAKE}{GHA}",
     "wget --progress=bar:force:noscroll --limit-rate=600k .../minipack-2.1.0.tar.gz; tar -xzvf; "
     "make EXTRA_CFLAGS=-fdiagnostics-color=always (three steps)", "build",
     [(r"src/encode_events\.c:17:9:.*error: .*too few arguments to function", "src/encode_events.c:17:9")],
     [(r"src/encode_events\.c:(18|19|20|21|23|25|28):\d+:.*error: .*too few arguments", 7),
      r"make: \*\*\* \[Makefile:13: build/encode_events\.o\] Error 1", ERR],
     {},
     "three-step job: wget downloads minipack 2.1.0 from a local server (its progress bar redrawn "
     "with \\r on one line), tar -xzvf lists it, then make with gcc's colour forced: the vendored "
     "library's 2.x mp_write_str takes a length (its README and CHANGES say so) and "
     "encode_events.c still calls it the 1.x way, eight times. One root cause (the first 'too few "
     "arguments', each with a 'note: declared here' in vendor/minipack-2.1.0/minipack.h); the other "
     "seven calls are the same API change (cascade), with make's Error line and the runner's "
     "exit-code line. Texts keep the escape codes")

case("gha-c-checkout-cmake-missing-source", f"git 2.39.5, {CMAKE}{GHA}",
     "git init + fetch --depth=1 + checkout (checkout step); cmake --version; "
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release (three steps)", "build",
     [(r"CMake Error at src/CMakeLists\.txt:2 \(add_library\):", "src/CMakeLists.txt:2", 2, 0)],
     [(r"CMake Error at src/CMakeLists\.txt:2 \(add_library\):", 2), r"No SOURCES given to target: compat",
      r"CMake Generate step failed", ERR],
     {},
     "three-step job: a checkout done with git (init with its default-branch hints, fetch "
     "--depth=1 --progress with \\r progress, checkout, the commit line), cmake --version, then "
     "configure: a CMake Warning from the project's own message(WARNING) (MQTT sink off) passes, "
     "'Configuring done', then 'CMake Error at src/CMakeLists.txt:2 (add_library): Cannot find "
     "source file: compat/strlcpy.c': compat/strlcpy.c and strlcat.c were never committed. That "
     "first CMake Error is the root cause (its 'Cannot find source file:' line under it is as "
     "defensible); the second CMake Error at the same line ('No SOURCES given to target: compat', "
     "as neither file exists) and 'CMake Generate step failed' follow from it")

# ---------------------------------------------------------------- tests
case("c-ctest-verbose-pool-timeout", f"{CMAKE} (Unix Makefiles), {GCC}, {MAKE}, ctest 3.25.1",
     "cmake -S . -B build && cmake --build build && ctest --test-dir build -V", "test",
     [(r"Test #27: pool_drain_on_shutdown \.+\*\*\*Timeout", None)],
     [r"97% tests passed, 1 tests failed out of 30", r"^\t 27 - pool_drain_on_shutdown \(Timeout\)",
      r"^Errors while running CTest"],
     {"tests_failed": 1},
     "gzipped. configure and build pass, then ctest -V runs 30 tests (one driver, one test name "
     "each, TIMEOUT 4), each printing its command, working directory, timeout and check lines "
     "prefixed with its number; several passing tests print 'expect error: EAGAIN/EPIPE/EINVAL' "
     "lines on purpose. pool_drain_on_shutdown deadlocks: tq_close wakes only one of the four "
     "workers blocked on the queue, so pthread_join waits for ever; its output stops after "
     "'submitted 16, shutting down with drain' and ctest kills it at 4 s: its '***Timeout' line is "
     "the root cause. The summary, the FAILED list entry and 'Errors while running CTest' are "
     "cascade. Tally: tests_failed 1 (the passed count is only given as 97%)")

case("c-asan-leak-router-checks-pass", f"{GCC} (-fsanitize=address,undefined, LeakSanitizer), {MAKE}",
     "make && make check", "test",
     [(r"==\d+==ERROR: LeakSanitizer: detected memory leaks", "src/router.c:14")],
     [r"^Indirect leak of 10 byte\(s\)", r"^SUMMARY: AddressSanitizer: 34 byte\(s\) leaked",
      r"make: \*\*\* \[Makefile:16: check\] Error 1"],
     {},
     "build with ASan and UBSan (one unused-variable warning), then make check runs three test "
     "programs: test_url 10/10 and test_query 8/8 checks pass (one check's text says 'error=none'), "
     "test_router passes its 14 checks too, then LeakSanitizer reports at exit and the program exits "
     "1: router_remove unlinks the route without freeing it. One root cause: the 'ERROR: "
     "LeakSanitizer: detected memory leaks' line (the 'Direct leak of 24 byte(s)' line two below, "
     "allocated at src/router.c:14, is as defensible); the indirect leak (the route's strdup'd "
     "pattern, owned by the leaked route), the SUMMARY and make's Error line are cascade")

case("gha-c-apt-cmocka-two-failures", f"{APT}, cmocka 1.1.5, {GCC}, {MAKE}{GHA}",
     "apt-get update && apt-get install -y --no-install-recommends libcmocka-dev; make; "
     "make check (three steps)", "test",
     [(r"\[  ERROR   \] --- 0x3 != 0x6", "tests/test_ringbuf.c:69"),
      (r"\[  ERROR   \] --- difference at offset 1", "tests/test_ringbuf.c:144")],
     [(r"\[  FAILED  \] test_wrap_around", 2), (r"\[  FAILED  \] test_frame_across_wrap", 2),
      r"\[  FAILED  \] 2 test\(s\), listed below", r" 2 FAILED TEST\(S\)",
      r"make: \*\*\* \[Makefile:16: check\] Error 2", ERR],
     {"tests_passed": 12, "tests_failed": 2},
     "three-step job: apt-get installs libcmocka-dev (2 packages), make builds the library, make "
     "check builds and runs the cmocka test program: 14 tests, two fail, each with cmocka's "
     "'[  ERROR   ] --- ...' message then '[   LINE   ] --- file:line: error: Failure!' (as "
     "defensible): test_wrap_around (read returns 3 of 6 bytes) and test_frame_across_wrap (a memory "
     "compare, continued on three more lines). Both come from one bug (rb_peek does not copy the part "
     "past the wrap) but are two failing tests, so two root causes. The per-test and summary FAILED "
     "lines, '2 FAILED TEST(S)', make's Error and the runner's line are cascade. Tally from "
     "cmocka's summary: PASSED 12, FAILED 2")

# ---------------------------------------------------------------- shell and CI
case("gha-sh-deploy-set-x-missing-token", f"GNU bash 5.2.15, GNU tar 1.34, coreutils 9.1, {MAKE}{GHA}",
     "make dist; sha256sum dist/*.tar.gz | tee dist/SHA256SUMS; ./ci/deploy.sh staging (three steps)",
     "mixed",
     [(r"\./ci/deploy\.sh: line 22: DEPLOY_TOKEN: parameter null or not set", "ci/deploy.sh:22")],
     [ERR],
     {},
     "three-step job: make dist (tar -czvf listing and tar's --mtime note), sha256sum, then the "
     "deploy script under set -euo pipefail and set -x: its '+' traces (checksum check, release "
     "notes grep, 'release notes: 0 TODO markers, 0 errors', the env file) pass, then "
     ": \"${DEPLOY_TOKEN:?}\" stops it: the secret is not set in this job. bash's 'parameter null "
     "or not set' line is the root cause; the runner's exit-code line is cascade")

case("gha-c-abi-check-error-annotation", f"{GCC}, {MAKE}, GNU nm 2.40, GNU bash 5.2.15{GHA}",
     "make; make test; ./ci/abi-check.sh (three steps)", "mixed",
     [(r"##\[error\]ABI check failed: libquill\.so\.1 no longer exports quill_buf_reserve", None)],
     [ERR],
     {"tests_passed": 19, "tests_failed": 0},
     "three-step job: make builds libquill.so.1 (one warning: implicit declaration of getenv, with "
     "gcc's 'did you forget to #include <stdlib.h>' fix-it), make test passes (19 ok lines, one "
     "'expected error: QUILL_EINVAL' line, '19 passed, 0 failed'), then the ABI script compares the "
     "exported symbols with abi/libquill.symbols: quill_buf_reserve was made internal (buf_grow). "
     "The script's only failure sign is the ##[error] annotation it echoes, then exit 1: that line "
     "is the root cause (the '  - quill_buf_reserve' line two above it gives the detail); the "
     "runner's exit-code line is cascade. Tally from the test step's closing line")

# ---------------------------------------------------------------- successes
case("gha-cpp-cmake-ctest-disabled-success", f"{CMAKE} (Unix Makefiles), {GXX}, {MAKE}, ctest 3.25.1{GHA}",
     "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo; cmake --build build; "
     "ctest --test-dir build --output-on-failure (three steps)", "mixed", [], [],
     {"tests_failed": 0, "tests_skipped": 2},
     "success: configure, then a 43-file C++ library, three tools and a test driver build with 18 "
     "-Wall -Wextra -Wshadow warnings; ctest runs 14 tests: 12 pass, two are DISABLED and reported "
     "'***Not Run (Disabled)' and under 'The following tests did not run:'. '100% tests passed, 0 "
     "tests failed out of 12': tally tests_failed 0 and the two that did not run as skipped")

case("sh-bats-pretty-skipped-success-color", "bats 1.8.2 (pretty formatter), GNU bash 5.2.15",
     "bats -p test", "test", [], [],
     {"tests_failed": 0, "tests_skipped": 3},
     "success: bats with its pretty formatter forced (-p; not on a terminal it would print TAP), "
     "so each test is one line of cursor-movement and colour codes ending in a check mark or "
     "'- name (skipped: reason)'; 31 tests in three files, 3 skipped (a git-tag test behind an "
     "environment variable, a registry test, a known bash overflow); some tests check messages "
     "that contain 'error' or 'unknown'. Summary '31 tests, 0 failures, 3 skipped'")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
