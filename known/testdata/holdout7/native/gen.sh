#!/bin/bash
# SEVENTH HOLDOUT, native family (C/C++ builds and tests, shell/CI failures), centred on the
# formats the earlier holdouts covered least: clang (not gcc) diagnostics and "N errors
# generated.", a clang template instantiation chain, "In file included from" chains, GNU ld and
# lld link errors behind clang's "linker command failed", make -k -j2 over recursive sub-makes,
# ninja FAILED: with clang, "CMake Error at" (find_package, a typo'd target), ctest -j2 with a
# timeout, gtest death-test and exception failures, valgrind memcheck, clang ASan/UBSan, set -e,
# timeout (124) and timeout --kill-after (SIGKILL), `command not found` in a make recipe. Real tool
# output, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h7 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h7 known/testdata/holdout7/native/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout4/native/gen.sh and ../../holdout6/native/gen.sh.
#
# Tools (this machine, Debian 12): clang/clang++ 14.0.6 (Debian), LLD 14.0.6 (package lld-14,
# installed for this set: apt-get install lld-14), GNU ld (Binutils) 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev), valgrind 3.19.0,
# llvm-symbolizer 14, coreutils 9.1 (timeout), GNU bash 5.2.15. doxygen and nlohmann-json3-dev
# are deliberately NOT installed (two logs depend on that); gcc is not used.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# multi-step job stops at the failing step, later steps write nothing); *-crlf have CRLF line
# ends (sed); *-color run the tools with their own colour switches forced on (clang
# -fcolor-diagnostics via CMAKE_COLOR_DIAGNOSTICS, ninja/cmake CLICOLOR_FORCE=1, lld
# --color-diagnostics, ASAN_OPTIONS/UBSAN_OPTIONS color=always); two logs are gzipped (.log.gz).
#
# Run to run differences: c-clang-make-k-j2-recursive-stdint-header runs two sub-makes in
# parallel (make -k -j2), gha-c-ctest-j2-timeout-pipe-not-closed runs ctest -j2: their line
# order can change between runs; valgrind and the sanitizers print PIDs and addresses, ctest and
# gtest print timings, ctest -T memcheck prints a tag with the date. After regenerating, run
# label.py (rewrites manifest.jsonl from hand-chosen patterns; it stops when a pattern no longer
# matches exactly the lines meant) and check.py.
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout7-native
command -v ld.lld >/dev/null || command -v ld.lld-14 >/dev/null ||
	{ echo "gen.sh: needs lld (apt-get install lld-14)" >&2; exit 1; }
command -v doxygen >/dev/null && { echo "gen.sh: doxygen must NOT be installed" >&2; exit 1; }
dpkg -s nlohmann-json3-dev >/dev/null 2>&1 &&
	{ echo "gen.sh: nlohmann-json3-dev must NOT be installed" >&2; exit 1; }
mkdir -p "$logs" "$work"
: > "$logs/exits.tsv"

# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
# run ID DIR CMD...: runs CMD in DIR, its stdout and stderr to logs/ID.log.
run() {
	local id=$1 dir=$2
	shift 2
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	local rc=$?
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	return 0
}
# stamp: GitHub Actions' timestamp before each line.
stamp() {
	awk 'BEGIN { t = 0 }
	{ t++; ticks = 4800000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2024-05-06T07:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
}
# gha_step "CMD" RC < output: one step as the runner writes it (without the timestamps).
gha_step() {
	echo "##[group]Run $1"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	cat
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
}
# gha ID DIR CMD: runs CMD (a shell command line) in DIR as a one-step job log.
gha() {
	local id=$1 dir=$2 cmd=$3 out rc
	out=$(mktemp)
	(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
	rc=$?
	gha_step "$cmd" "$rc" < "$out" | stamp > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$out"
}
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step (the
# steps after it are skipped, and a skipped step writes nothing to the job log).
gha_steps() {
	local id=$1 dir=$2 out rc=0 all
	shift 2
	all=$(mktemp)
	for cmd in "$@"; do
		out=$(mktemp)
		(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
		rc=$?
		gha_step "$cmd" "$rc" < "$out" >> "$all"
		rm -f "$out"
		[ "$rc" -ne 0 ] && break
	done
	stamp < "$all" > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$all"
}

# ---------------------------------------------------------------- compile errors (clang)
# cmake + ninja -j1 with clang++ over 77 C++ files (48 warnings), colour forced; the 77th file
# instantiates a serialization template for a struct that has no encode() overload: clang's
# "no matching function" in the header, "in instantiation of ... requested here" chain,
# candidate notes, "1 error generated.", ninja's FAILED:
d=$(fresh cpp-telemetry-template)
gha_steps gha-cpp-clang-ninja-template-instantiation-long-color "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_COLOR_DIAGNOSTICS=ON" \
	"CLICOLOR_FORCE=1 cmake --build build -j 1"
# make -k -j2 over two independent sub-makes (Entering directory): lib/include/pkt.h lost its
# <stdint.h>, so three files stop on "unknown type name 'uint32_t'" under "In file included
# from" chains; independently plugins/stats.c passes an extra argument (too many arguments)
d=$(fresh c-netpkt-recursive-make); run c-clang-make-k-j2-recursive-stdint-header "$d" make -k -j2

# ---------------------------------------------------------------- link errors
# clang driving GNU ld: a global defined (not declared extern) in a header: "multiple
# definition of `opts'" three times; independently log_flush was renamed in log.c but not in
# its callers: two undefined references; "clang: error: linker command failed" (CRLF)
d=$(fresh c-clang-ld-multidef); run c-clang-ld-multiple-definition-undefined-crlf "$d" make
sed -i 's/$/\r/' "$logs/c-clang-ld-multiple-definition-undefined-crlf.log"
# cmake (Unix Makefiles) + clang++ + lld, colour forced: a function template defined in
# join.cpp (only join<std::string> instantiated there) is used for double and long: two lld
# "undefined symbol" errors with ">>> referenced by" lines
d=$(fresh cpp-lld-template-in-cpp)
gha_steps gha-cpp-cmake-lld-undefined-template-color "$d" \
	"cmake -S . -B build -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_COLOR_DIAGNOSTICS=ON" \
	"CLICOLOR_FORCE=1 cmake --build build"

# ---------------------------------------------------------------- cmake configure errors
# the same project twice: the packaging job turns the benchmarks off and stops on
# find_package(nlohmann_json 3.11 REQUIRED) in tools/ (not installed); the developer build
# (benchmarks on) stops first on target_link_libraries(routekit_bnech ...), a typo'd target
d=$(fresh cmake-typo-target-find-package)
gha_steps gha-cmake-find-package-nlohmann-json-missing "$d" "cmake --version" \
	"cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DROUTEKIT_BUILD_BENCH=OFF"
d=$(fresh cmake-typo-target-find-package)
run cmake-typo-target-link-libraries "$d" \
	cmake -S . -B build -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++

# ---------------------------------------------------------------- tests
# three steps: cmake (Ninja, clang), build, ctest -j2 --output-on-failure over 9 tests: a
# process-filter helper never closes the child's stdin when the input is empty, so the child
# (sort) waits for EOF forever: ***Timeout after the 5 s TIMEOUT property
d=$(fresh c-ctest-filter-timeout)
gha_steps gha-c-ctest-j2-timeout-pipe-not-closed "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang" "cmake --build build -j 1" \
	"ctest --test-dir build -j2 --output-on-failure"
# make check with clang++: gtest, 136 tests; a death test's regex does not match the message
# the code prints ("died but not with expected error"), and a test throws std::out_of_range
# from map::at (an alias of an alias) (gzipped)
d=$(fresh cpp-gtest-svcconf); run cpp-gtest-death-regex-and-exception-long "$d" make check
gzip -9 -n -f "$logs/cpp-gtest-death-regex-and-exception-long.log"
# make memcheck: valgrind --leak-check=full --error-exitcode=3 on a config loader built with
# clang (-gdwarf-4): malloc(n) for an n-character string (invalid writes, then invalid reads of
# the unterminated strings), and the empty-key error path leaks its key and value
d=$(fresh c-valgrind-kvfile); run c-valgrind-off-by-one-and-leak "$d" make memcheck
# clang -fsanitize=address,undefined -fno-sanitize-recover=undefined, make check-all over three
# test programs, colour forced: ASan stack-buffer-overflow (sizeof t passed as an element
# count), UBSan index out of bounds (a name table one short), UBSan member access within null
# pointer (a leading minus parses to NULL)
d=$(fresh c-clang-sanitize-exprcalc)
run c-clang-asan-ubsan-three-tests-color "$d" env ASAN_OPTIONS=color=always \
	UBSAN_OPTIONS=color=always:print_stacktrace=1 make check-all

# ---------------------------------------------------------------- shell and CI
# three steps: make puts the binary in dist/linux-amd64 (Go-style arch names), the packaging
# script under set -e cd's into dist/linux-x86_64 (uname -m) and stops
d=$(fresh sh-package-set-e-cd)
gha_steps gha-sh-set-e-cd-missing-dist-dir "$d" "make" "find dist -type f | sort" \
	"VERSION=0.4.2 ./scripts/package.sh"
# a CI script (set -e) replays recorded sessions under timeout --verbose 5: the second
# session has a keepalive frame (length 0) the loop skips without advancing: exit 124 (CRLF)
d=$(fresh sh-timeout-replay); run sh-timeout-verbose-124-replay-crlf "$d" bash ci/smoke.sh
sed -i 's/$/\r/' "$logs/sh-timeout-verbose-124-replay-crlf.log"
# make e2e: timeout --kill-after=2 4 ./e2e_runner; a case blocks on a read, the runner's
# SIGTERM handler only sets a flag (SA_RESTART), so after 2 more seconds timeout sends KILL to
# its process group and make reports "Killed"
d=$(fresh sh-make-e2e-sigkill); run sh-make-timeout-kill-after-killed "$d" make e2e
# make all check docs with clang -Wconversion over 48 C files (86 warnings), the tests pass,
# then the docs recipe (SHELL := /bin/bash) calls doxygen, not installed: command not found
d=$(fresh c-make-doxygen-missing); run c-make-doxygen-command-not-found-long "$d" make all check docs

# ---------------------------------------------------------------- successes
# three steps: cmake (Ninja, clang++), build (one warning), ctest -j2 over 19 gtest cases found
# by gtest_discover_tests: 18 pass, one GTEST_SKIP is ***Skipped; tests named *IsAnError
d=$(fresh cpp-clang-ctest-gtest-success)
gha_steps gha-cpp-clang-ninja-ctest-gtest-skipped-success "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo" \
	"cmake --build build -j 1" "ctest --test-dir build -j2 --output-on-failure"
# cmake (Unix Makefiles, clang), a verbose build of 34 files and 18 tests, then ctest -T
# memcheck (valgrind) over the 18 tests: all pass, no defects (gzipped)
d=$(fresh c-ctest-memcheck-units-success)
run c-cmake-ctest-memcheck-success-long "$d" bash -c \
	"cmake -S . -B build -DCMAKE_C_COMPILER=clang && cmake --build build --verbose && ctest --test-dir build -T memcheck"
gzip -9 -n -f "$logs/c-cmake-ctest-memcheck-success-long.log"

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
