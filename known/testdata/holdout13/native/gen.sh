#!/bin/bash
# THIRTEENTH HOLDOUT, native family (C/C++ builds and tests, shell/CI): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# A small, fast round: 12 logs, the listed tools in forms the earlier holdouts used least
# (gtest --gtest_brief=1 with a failing fixture SetUp and an uncaught exception, an assert()
# abort killing a gtest binary, ctest -j2 with `Not Run` and `Subprocess aborted`, valgrind's
# mismatched delete and --track-origins, a stale cached .d under recursive make -k, ld's
# `vtable for` and a C header without extern "C", set -u) and two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout13-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout11/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15, apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL RELEASE_TAG
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout13-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
# the apt-get steps must only print: every package they name is installed and marked manual
for p in build-essential make cmake libgtest-dev; do
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
	  printf "2025-06-02T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# make -k, gcc colour forced: config.c defines parse_port(const char *, int *) against the
# header's unsigned short * (`conflicting types`, and a follow-on incompatible-pointer warning),
# and report.c still stores the result of log_flush(), now void (`void value not ignored`)
if want c-make-k-conflicting-types-and-void-value-color; then
	d=$(fresh c-portcfg)
	run c-make-k-conflicting-types-and-void-value-color "$d" make -k EXTRA_CFLAGS=-fdiagnostics-color=always
fi

# ================================================================ link errors (ld)
# clang++ through make: Rle's first non-inline virtual (its key function) size_hint() is
# declared and never defined, so no vtable is emitted: `undefined reference to `vtable for
# Rle'`, `clang: error: linker command failed`; CRLF
if want cpp-clang-make-undefined-vtable-key-function-crlf; then
	d=$(fresh cpp-codecs)
	run cpp-clang-make-undefined-vtable-key-function-crlf "$d" make
	crlf cpp-clang-make-undefined-vtable-key-function-crlf
fi
# CMake (Unix Makefiles): a C library's header has no extern "C" guard and a C++ file includes
# it: two `undefined reference to `crc32_update(unsigned int, ...)'` (C++-mangled), collect2;
# three steps, ctest skipped
if want gha-cpp-cmake-c-header-without-extern-c; then
	d=$(fresh cpp-crcmix)
	gha_steps gha-cpp-cmake-c-header-without-extern-c "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

# ================================================================ make
# a CI script restores app/obj/*.d from a cache made before lib/include/strbuf.h was renamed
# sbuf.h; app/Makefile uses -MMD without -MP: recursive make -k stops in app with `No rule to
# make target '../lib/include/strbuf.h', needed by 'obj/main.o'`
if want sh-ci-recursive-make-k-cached-deps-no-rule; then
	d=$(fresh c-geohash)
	run sh-ci-recursive-make-k-cached-deps-no-rule "$d" ./ci/build.sh
fi

# ================================================================ gtest, ctest
# make check with --gtest_brief=1 --gtest_color=yes: the SpoolTest fixture's SetUp gives mkdtemp
# a template with four X (EINVAL), failing its three tests the same way (one cause), and
# load_config() calls map::at("retry") for a key renamed "retries": an uncaught
# std::out_of_range in two tests (`C++ exception with description "map::at"`, one cause)
if want cpp-gtest-brief-color-fixture-setup-and-uncaught-exception; then
	d=$(fresh cpp-spoolq)
	run cpp-gtest-brief-color-fixture-setup-and-uncaught-exception "$d" \
		make check "GTEST_FLAGS=--gtest_brief=1 --gtest_color=yes"
fi
# a CI script (set -e): the gtest binary has an EXPECT_EQ failure (back() reads one past the
# newest element), then a test pops one element too many: assert() fails, abort(); bash prints
# `line 7: PID Aborted ./build/ringq_tests ...` (134); no gtest summary. CRLF
if want sh-ci-gtest-expect-failure-then-assert-abort-134-crlf; then
	d=$(fresh cpp-ringq)
	run sh-ci-gtest-expect-failure-then-assert-abort-134-crlf "$d" ./ci/test.sh
	crlf sh-ci-gtest-expect-failure-then-assert-abort-134-crlf
fi
# ctest -j2 --output-on-failure: a test registered under its old executable name (`Could not
# find executable test_tznames`, `***Not Run`) and a test whose fixture names a time zone the
# table lacks: abort() (`Subprocess aborted***Exception`); three steps
if want gha-c-ctest-j2-not-run-and-subprocess-aborted; then
	d=$(fresh c-tzoff)
	gha_steps gha-c-ctest-j2-not-run-and-subprocess-aborted "$d" \
		"cmake -S . -B build" "cmake --build build" "ctest --test-dir build --output-on-failure -j2"
fi
# 30 converters and 30 test programs; ctest -V; conv_fahrenheit lost its parentheses: three
# FAIL lines in test 27 of 30 (one cause); four steps (apt-get, configure, build, test); long,
# gzipped
if want gha-c-cmake-ctest-verbose-late-failure-long; then
	d=$(fresh c-unitconv2)
	gha_steps gha-c-cmake-ctest-verbose-late-failure-long "$d" "$APT build-essential cmake" \
		"cmake -S . -B build" "cmake --build build" "ctest --test-dir build -V"
	gz gha-c-cmake-ctest-verbose-late-failure-long
fi

# ================================================================ valgrind
# make, make check (passes), make -k memcheck (valgrind --error-exitcode=1 --track-origins=yes):
# `Mismatched free() / delete / delete []` (new[] freed with delete) in both tests (one cause),
# and `Conditional jump or move depends on uninitialised value(s)` (Widths::w never zeroed) in
# test_table, followed by printf's uninitialised uses of the same value
if want cpp-make-k-valgrind-mismatched-delete-and-uninit-jump; then
	d=$(fresh cpp-tokbuf)
	run cpp-make-k-valgrind-mismatched-delete-and-uninit-jump "$d" bash -c "make && make check && make -k memcheck"
fi

# ================================================================ shell and CI
# the tzoff project with its tests left out: configure and build pass, then ci/package.sh
# (set -euo pipefail) reads ${RELEASE_TAG#v}, set only by the tag workflow: `RELEASE_TAG:
# unbound variable`, exit 1; three steps
if want gha-sh-set-u-unbound-variable-package; then
	d=$(fresh c-tzoff)
	gha_steps gha-sh-set-u-unbound-variable-package "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build --target tzoff" "./ci/package.sh"
fi

# ================================================================ successes
# the units project fixed; a CI script (set -x): cmake with Ninja, ctest -V over 30 tests; long
if want sh-ci-ninja-ctest-verbose-success-long; then
	d=$(fresh c-unitconv2)
	fix "$d" 's|x - 32.0 \* 5.0 / 9.0|(x - 32.0) * 5.0 / 9.0|' src/conv_fahrenheit.c
	run sh-ci-ninja-ctest-verbose-success-long "$d" bash -c \
		"set -x; cmake -S . -B build -G Ninja; cmake --build build; ctest --test-dir build -V"
fi
# the spool project fixed (six X, the key "retries"): make, gtest shuffled with a fixed seed;
# two steps
if want gha-cpp-gtest-shuffle-seed-success; then
	d=$(fresh cpp-spoolq)
	fix "$d" 's/spoolq-test-XXXX"/spoolq-test-XXXXXX"/' tests/test_spool.cpp
	fix "$d" 's/kv.at("retry")/kv.at("retries")/' src/config.cpp
	gha_steps gha-cpp-gtest-shuffle-seed-success "$d" "make" \
		"make check 'GTEST_FLAGS=--gtest_shuffle --gtest_random_seed=7'"
fi
