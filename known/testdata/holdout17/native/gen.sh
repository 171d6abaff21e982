#!/bin/bash
# SEVENTEENTH HOLDOUT, native family (gcc/clang through make, CMake, ninja; ld; ctest, gtest,
# valgrind; shell and CI): real tool output the known/ formats were NOT tuned on, labelled by
# hand in manifest.jsonl (score_known.py's format). Small and fast: 14 logs, everyday mistakes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout17-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout11/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15, coreutils 9.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL GTEST_FILTER
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout17-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
if command -v clang-tidy >/dev/null; then echo "gen.sh: clang-tidy is installed; a log needs it absent" >&2; exit 1; fi

want() { [ "$only" = "  " ] || [[ "$only" == *" $1 "* ]]; }
note() {
	local t
	t=$(mktemp)
	grep -v -P "^\Q$1\E\t" "$logs/exits.tsv" > "$t"
	printf '%s\t%s\n' "$1" "$2" >> "$t"
	mv "$t" "$logs/exits.tsv"
}
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
run() {
	local id=$1 dir=$2
	shift 2
	rm -f "$logs/$id.log" "$logs/$id.log.gz"
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	note "$id" $?
	return 0
}
stamp() {
	awk 'BEGIN { t = 0 }
	{ t++; ticks = 4800000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2025-06-03T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
}
gha_step() {
	echo "##[group]Run $1"
	echo "$1"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	cat
	[ "$2" -ne 0 ] && echo "##[error]Process completed with exit code $2."
	return 0
}
gha_steps() {
	local id=$1 dir=$2 out rc=0 src all
	shift 2
	all=$(mktemp)
	for cmd in "$@"; do
		out=$(mktemp)
		(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
		src=$?
		gha_step "$cmd" "$src" < "$out" >> "$all"
		rm -f "$out"
		if [ "$src" -ne 0 ]; then rc=$src; break; fi
	done
	stamp < "$all" > "$logs/$id.log"
	note "$id" "$rc"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }
# fix DIR SED FILE: the fixed tree of a success log (the fix the failing log's developer makes)
fix() { sed -i "$2" "$1/$3"; }

# ================================================================ gcc, clang
# make -k, gcc colour forced: include/sink.h uses FILE without <stdio.h>: `unknown type name
# ‘FILE’` in main.c and again in sink.c (one cause; sink.c's incompatible-pointer warnings follow
# from it), and ring.c's `if (ring_count(r) = 0)`: `lvalue required as left operand of assignment`
ID=c-make-k-header-file-without-stdio-and-lvalue-assign-color
if want $ID; then
	d=$(fresh c-logsink)
	run $ID "$d" make -k EXTRA_CFLAGS=-fdiagnostics-color=always
fi
# clang++ through make: Session::snapshot() returns *this by value, Session has a std::mutex:
# `call to implicitly-deleted copy constructor of 'Session'`, `1 error generated.`; CRLF
ID=cpp-clang-make-mutex-member-copy-snapshot-crlf
if want $ID; then
	d=$(fresh cpp-session)
	run $ID "$d" make
	crlf $ID
fi

# ================================================================ ld, collect2
# template member functions defined in bounded_stack.cpp, explicitly instantiated only for
# std::string; main.cpp uses BoundedStack<int>: three undefined references (one cause), collect2;
# three steps, ctest skipped
ID=gha-cpp-cmake-template-defined-in-cpp-undefined-reference
if want $ID; then
	d=$(fresh cpp-ringstack)
	gha_steps $ID "$d" "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

# ================================================================ make
# recursive make -k -j2 (`Entering directory`): lib/kind.c's switch over every enum value with no
# return after it under -Werror=return-type, and lib/parse.c calling pkt_checksum with a third
# (seed) argument the header no longer has; tools/ is not built; CI script (set -x)
ID=sh-ci-recursive-make-k-j2-return-type-and-too-many-args
if want $ID; then
	d=$(fresh c-pktsum)
	run $ID "$d" bash -c "set -x; gcc -dumpfullversion; make -k -j2"
fi

# ================================================================ cmake, ninja
# target_link_libraries(pool PUBLIC Threads::Threads) without find_package(Threads): configure
# passes, generate fails (`CMake Error at CMakeLists.txt:7 (target_link_libraries)`)
ID=cmake-threads-imported-target-not-found-generate-failed
if want $ID; then
	d=$(fresh cmake-workers)
	run $ID "$d" bash -c "cmake -S . -B build && cmake --build build"
fi
# cmake -G Ninja, one job: frame.hpp uses std::uint8_t/uint32_t/uint64_t with only <vector>:
# a screenful of errors in the first file (one cause), FAILED:, build stopped
ID=cpp-cmake-ninja-missing-cstdint-header
if want $ID; then
	d=$(fresh cpp-framer)
	run $ID "$d" bash -c "cmake -S . -B build -G Ninja && cmake --build build -j 1"
fi

# ================================================================ ctest, gtest
# ctest over four test programs; the failing run is rerun with --rerun-failed
# --output-on-failure, which prints the test's own `FAIL ...` line (fmt_bytes divides the
# value as an integer: "1.0 KiB" for 1536); three steps
ID=gha-c-ctest-rerun-failed-output-on-failure
if want $ID; then
	d=$(fresh c-calc)
	gha_steps $ID "$d" "cmake -S . -B build" "cmake --build build" \
		"ctest --test-dir build || ctest --test-dir build --rerun-failed --output-on-failure"
fi
# make check, gtest colour forced, 108 tests (96 parameterized rows pass): EXPECT_DEATH whose
# regex ("out of range") does not match the message ("out of bounds"), and EXPECT_STREQ on
# ext_of("site/backup.tar.gz") (strrchr gives "gz"); CI script (set -x); long, gzipped
ID=sh-ci-cpp-gtest-death-regex-and-streq-long-color
if want $ID; then
	d=$(fresh cpp-slugs)
	run $ID "$d" bash -c "set -x; g++ -dumpfullversion; make check GTEST_ARGS=--gtest_color=yes"
	gz $ID
fi

# ================================================================ valgrind
# make check passes (a `warning: ... unknown key` it prints), then make memcheck
# (--errors-for-leak-kinds=definite --error-exitcode=1): conf_load returns early on the unknown
# key without freeing getline's buffer: `120 bytes in 1 blocks are definitely lost`; CI script
ID=sh-ci-valgrind-getline-buffer-leak-early-return
if want $ID; then
	d=$(fresh c-confcheck)
	run $ID "$d" bash -c "set -x; valgrind --version; make check; make memcheck"
fi

# ================================================================ shell and CI
# ci/check.sh (set -euo pipefail): build and tests pass, then `clang-tidy: command not found`, 127
ID=sh-ci-set-euo-lint-clang-tidy-command-not-found-127
if want $ID; then
	d=$(fresh c-lintme)
	run $ID "$d" ./ci/check.sh
fi
# the build step runs under `ulimit -t 6` (the job's CPU budget); primes.cpp's compile-time
# sieve was raised from 1<<16 to 1<<22: the kernel kills cc1plus: `c++: fatal error: Killed signal
# terminated program cc1plus`; two steps
ID=gha-cpp-cmake-constexpr-table-cc1plus-killed-cpu-limit
if want $ID; then
	d=$(fresh cpp-ctable)
	gha_steps $ID "$d" "cmake -S . -B build" "ulimit -t 6 && cmake --build build"
fi
# build and unit test pass; the integration test waits on run/events.fifo, the emitter writes
# run/event.fifo (a typo): open() blocks, `timeout 5` ends it, 124, no message; four steps, the
# last skipped
ID=gha-c-fifo-integration-wrong-path-timeout-124
if want $ID; then
	d=$(fresh c-fifo)
	gha_steps $ID "$d" "make all" "make check" "timeout 5 ./build/relay_it" "echo integration passed"
fi

# ================================================================ successes
# the framer project with <cstdint> included: cmake -G Ninja, build, ctest 2 passed; three steps
ID=gha-cpp-cmake-ninja-ctest-success
if want $ID; then
	d=$(fresh cpp-framer)
	fix "$d" 's/#include <vector>/#include <cstdint>\n#include <vector>/' include/frame.hpp
	gha_steps $ID "$d" "cmake -S . -B build -G Ninja" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
fi
# the slugs project fixed (strchr for the first dot, the death test's regex): make check, 108
# tests passed; CI script (set -x); long; CRLF
ID=sh-ci-cpp-gtest-108-passed-success-long-crlf
if want $ID; then
	d=$(fresh cpp-slugs)
	fix "$d" 's/std::strrchr(base, '"'"'.'"'"')/std::strchr(base, '"'"'.'"'"')/' src/path.cpp
	fix "$d" 's/index 10 out of range/index 10 out of bounds/' tests/slug_test.cpp
	run $ID "$d" bash -c "set -x; g++ -dumpfullversion; make check"
	crlf $ID
fi
