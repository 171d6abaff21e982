#!/bin/bash
# FOURTEENTH HOLDOUT, native family (C/C++ builds and tests, shell/CI): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# A small, fast round: 16 logs, one per tool of the issue's list where possible (gcc, clang,
# ld/collect2, make -k -j2 recursive, CMake, ninja, ctest, GoogleTest, valgrind memcheck,
# `command not found`, a `set -e` stop, a process killed at a CPU limit, a timeout) with
# ordinary mistakes, and two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout14-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout13/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15,
# coreutils 9.1 (timeout, install), apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL DESTDIR GTEST_ARGS COVERAGE
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout14-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
# lcov must be absent (a log needs `lcov: command not found`)
if command -v lcov >/dev/null; then echo "gen.sh: lcov is installed; a log needs it absent" >&2; exit 1; fi
# the apt-get steps must only print: every package they name is installed and marked manual
for p in build-essential make cmake valgrind; do
	if ! apt-mark showmanual "$p" | grep -qx "$p"; then
		echo "gen.sh: $p must be installed and marked manual (apt-get steps only print)" >&2; exit 1
	fi
done

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
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	note "$id" $?
	return 0
}
stamp() {
	awk 'BEGIN { t = 0 }
	{ t++; ticks = 4800000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2025-07-14T11:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
APT="apt-get install -y --no-install-recommends"
# fix DIR SED FILE: the fixed tree of a success log (the fix the failing log's developer makes)
fix() { sed -i "$2" "$1/$3"; }

# ================================================================ compile errors (gcc, clang)
# make -k, gcc colour forced: logsink.h's `enum log_level { LOG_DEBUG, LOG_INFO, ... }` collides
# with <syslog.h>'s LOG_DEBUG/LOG_INFO macros in the one file that includes both (`expected
# identifier before numeric constant`, then LOG_WARN/LOG_ERROR undeclared), and fmt.c's helper
# takes `const struct kv kv` (a struct, not a pointer) and indexes it (`subscripted value is
# neither array nor pointer nor vector`, twice on one line); a -Wunused-variable warning
if want c-make-k-syslog-enum-clash-and-subscript-color; then
	d=$(fresh c-logsink)
	run c-make-k-syslog-enum-clash-and-subscript-color "$d" make -k EXTRA_CFLAGS=-fdiagnostics-color=always
fi
# CMake (Unix Makefiles) + g++: std::set<Point> for a struct with operator== and no operator<:
# `no match for ‘operator<’` inside stl_function.h under an `In file included from` /
# `required from here` chain and a page of candidate notes; gmake's Error lines; three steps
# (apt-get, configure, build), ctest skipped
if want gha-cpp-cmake-set-of-struct-without-operator-less; then
	d=$(fresh cpp-geoset)
	gha_steps gha-cpp-cmake-set-of-struct-without-operator-less "$d" "$APT build-essential cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# clang++ -std=c++17 through make -k: unordered_map::contains (C++20) in cache.cpp, and
# `void flush() override;` in store.hpp where the base's flush() is not virtual (the same error
# in the two files that include it); `1 error generated.` each; CRLF
if want cpp-clang-make-k-cxx20-contains-and-override-nonvirtual-crlf; then
	d=$(fresh cpp-kvcache)
	run cpp-clang-make-k-cxx20-contains-and-override-nonvirtual-crlf "$d" make -k
	crlf cpp-clang-make-k-cxx20-contains-and-override-nonvirtual-crlf
fi

# ================================================================ link errors (ld, collect2)
# distance.cpp, moved out of route.cpp, defines haversine/initial_bearing at global scope
# (`using geo::Coord;` instead of `namespace geo {`): `undefined reference to
# `geo::haversine(...)'` and initial_bearing, collect2; a CI script (set -ex), make test not run
if want sh-ci-cpp-definitions-outside-namespace-undefined-reference; then
	d=$(fresh cpp-georoute)
	run sh-ci-cpp-definitions-outside-namespace-undefined-reference "$d" ./ci/build.sh
fi

# ================================================================ make, cmake, ninja
# a CI script: apt-get, then top-level `make -k -j2` over three independent sub-makes (lib,
# plugins, tools; 89 files, about 60 -Wunused-parameter warnings, output of two sub-makes
# interleaved): ring.h uses size_t without <stddef.h> (four `unknown type name ‘size_t’`, one
# cause) in lib/, and tools/xtally.c increments a member through a const pointer (`increment of
# member ‘count’ in read-only object`); long, gzipped
if want sh-ci-recursive-make-k-j2-size-t-and-read-only-member-long; then
	d=$(fresh c-recstats)
	run sh-ci-recursive-make-k-j2-size-t-and-read-only-member-long "$d" bash -c \
		"set -x; $APT build-essential make; make -k -j2"
	gz sh-ci-recursive-make-k-j2-size-t-and-read-only-member-long
fi
# the source list is set as PLOT_SOURCES and used as ${PLOT_SRCS}: configuring succeeds, then
# `CMake Error at CMakeLists.txt:17 (add_executable): No SOURCES given to target: svgplot`,
# `CMake Generate step failed`; three steps (apt-get, configure, build skipped)
if want gha-cmake-source-list-variable-typo-no-sources-given; then
	d=$(fresh c-svgplot)
	gha_steps gha-cmake-source-list-variable-typo-no-sources-given "$d" "$APT cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build"
fi
# cmake -G Ninja: filter.h uses bool without <stdbool.h>; rule.c includes it first: three
# `unknown type name ‘bool’` and `‘true’`/`‘false’` undeclared (one cause), ninja's FAILED: and
# `build stopped`
if want c-cmake-ninja-header-bool-without-stdbool; then
	d=$(fresh c-pktfilter)
	run c-cmake-ninja-header-bool-without-stdbool "$d" bash -c \
		"cmake -S . -B build -G Ninja && cmake --build build"
fi

# ================================================================ ctest, gtest, valgrind
# ctest --output-on-failure over four tests: test_parse_file opens tests/data/sample.csv
# relative to the build directory ctest runs it in (`cannot open ...: No such file or
# directory`), and crc32_buf forgets the final inversion (three wrong CRCs, one cause); a
# missing <string.h> warning in a test; three steps
if want gha-c-ctest-relative-data-path-and-crc-not-inverted; then
	d=$(fresh c-csvsum)
	gha_steps gha-c-ctest-relative-data-path-and-crc-not-inverted "$d" \
		"cmake -S . -B build" "cmake --build build" "ctest --test-dir build --output-on-failure"
fi
# make check, gtest --gtest_color=yes, 138 tests (128 parameterized pad tests): slugify_c
# returns 8, not 7, when it truncates (EXPECT_EQ), and split() drops empty fields (ASSERT_EQ on
# the size, a parameterized row, printed after the 128 passing tests); long
if want cpp-make-check-gtest-color-truncate-length-and-split-empty-long; then
	d=$(fresh cpp-textkit)
	run cpp-make-check-gtest-color-truncate-length-and-split-empty-long "$d" \
		make check GTEST_ARGS=--gtest_color=yes
fi
# valgrind --leak-check=full --error-exitcode=1: header_parse advances the strdup'ed value past
# leading blanks, header_free frees the advanced pointer: `Invalid free() / delete / delete[] /
# realloc()` twice (`1 bytes inside a block`, `4 bytes inside`) and the two blocks definitely
# lost, all one cause; the test's own checks pass; three steps
if want gha-c-valgrind-invalid-free-advanced-pointer; then
	d=$(fresh c-hdrparse)
	gha_steps gha-c-valgrind-invalid-free-advanced-pointer "$d" "$APT valgrind" "make" "make memcheck"
fi

# ================================================================ shell and CI
# set -ex: the library's soname went to .so.2, the staging script still installs .so.1:
# `install: cannot stat 'build/libmini.so.1': No such file or directory`, the script stops
if want sh-ci-set-ex-install-cannot-stat-old-soname; then
	d=$(fresh c-libmini)
	run sh-ci-set-ex-install-cannot-stat-old-soname "$d" ./ci/install.sh
fi
# set -eu: an instrumented build and make check pass, then `lcov: command not found` (127)
if want sh-ci-coverage-lcov-command-not-found-127; then
	d=$(fresh c-libmini)
	run sh-ci-coverage-lcov-command-not-found-127 "$d" ./ci/coverage.sh
fi
# set -eux, ulimit -t 5, make check: grow() keeps the old capacity (`m->cap` for `m->cap * 2`),
# the 8-slot table fills and find() probes forever; at the CPU limit the kernel kills the test
# and make says `make: *** [Makefile:13: check] Killed`
if want sh-ci-make-check-cpu-limit-killed; then
	d=$(fresh c-strmap)
	run sh-ci-make-check-cpu-limit-killed "$d" ./ci/test.sh
fi
# build and unit test pass, then the integration test waits for run/spool.pid while spoold
# writes run/spoold.pid: `waiting for run/spool.pid (N)` until `timeout 5` ends it (124, no
# message); four steps, the last skipped
if want gha-c-integration-wait-wrong-pidfile-timeout-124; then
	d=$(fresh c-spoold)
	gha_steps gha-c-integration-wait-wrong-pidfile-timeout-124 "$d" "make all" "make check" \
		"timeout 5 ./build/it_spool" "make clean"
	sleep 4 # spoold (orphaned by the timeout) idles 8 s, then exits
fi

# ================================================================ successes
# the geoset project with operator< added: four steps, a -Wsign-compare warning, ctest 2/2
if want gha-cpp-cmake-make-ctest-warning-success; then
	d=$(fresh cpp-geoset)
	fix "$d" 's/^bool operator==(const Point &a, const Point &b);$/&\ninline bool operator<(const Point \&a, const Point \&b) { return a.lat < b.lat || (a.lat == b.lat \&\& a.lon < b.lon); }/' src/point.hpp
	gha_steps gha-cpp-cmake-make-ctest-warning-success "$d" "$APT build-essential cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# the csvsum project fixed (add_test WORKING_DIRECTORY, crc's final inversion): 4/4; CRLF
if want c-cmake-ctest-fixed-paths-success-crlf; then
	d=$(fresh c-csvsum)
	fix "$d" 's/add_test(NAME ${t} COMMAND ${t})/add_test(NAME ${t} COMMAND ${t} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})/' CMakeLists.txt
	fix "$d" 's/^\treturn crc;$/\treturn ~crc;/' src/crc32.c
	run c-cmake-ctest-fixed-paths-success-crlf "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
	crlf c-cmake-ctest-fixed-paths-success-crlf
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
