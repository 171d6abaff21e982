#!/bin/bash
# TWELFTH HOLDOUT, native family (gcc/clang, ld/collect2, make -k -j and recursive make, CMake,
# ninja, ctest, GoogleTest, valgrind memcheck, shell/CI failures): real tool output the known/
# formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout12-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout11/native/gen.sh: a gha-* log is wrapped the way GitHub Actions stores a job log
# (synthetic timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit
# code N.; a failing step ends the job and the skipped steps write nothing).
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15,
# coreutils 9.1, apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL VALGRIND_OPTS
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout12-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
# one log needs doxygen absent
if command -v doxygen >/dev/null; then echo "gen.sh: doxygen is installed; a log needs it absent" >&2; exit 1; fi
# the apt-get lines must only print: every package they name is installed and marked manual
for p in build-essential make clang cmake libgtest-dev; do
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
	  printf "2025-04-22T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# make -k, gcc colour forced: slugify() gained a `cap` parameter and main.c still passes two
# arguments (`too few arguments to function ‘slugify’`), and trim() returns its const char*
# argument as char* under -Werror=discarded-qualifiers; utf8.c's unused variable is a warning
if want c-make-k-too-few-args-and-discarded-const-color; then
	d=$(fresh c-slugify)
	run c-make-k-too-few-args-and-discarded-const-color "$d" make -k EXTRA_CFLAGS=-fdiagnostics-color=always
fi
# clang++ through cmake + ninja: `for (auto s : shapes_)` copies a std::unique_ptr
# (`call to implicitly-deleted copy constructor`); svg.cpp's unused variable is a warning;
# three steps, ctest skipped
if want gha-cpp-clang-ninja-range-for-copies-unique-ptr; then
	d=$(fresh cpp-scene)
	gha_steps gha-cpp-clang-ninja-range-for-copies-unique-ptr "$d" \
		"CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# CI script (set -ex): apt-get, clang -Werror over 17 files with make -k: `format specifies type
# 'int' but the argument has type 'size_t'` in print.c and `variable 'count' set but not used`
# in mean.c; gzipped
if want sh-ci-clang-werror-format-and-unused-but-set-gz; then
	d=$(fresh c-histo)
	run sh-ci-clang-werror-format-and-unused-but-set-gz "$d" ./ci/build.sh
	gz sh-ci-clang-werror-format-and-unused-but-set-gz
fi

# ================================================================ link errors (ld, collect2)
# a header defines `int log_level = LOG_INFO;` (no extern): gcc 12 (-fno-common) gives
# `multiple definition of `log_level'` for each object after the first, collect2; CRLF
if want c-make-header-global-multiple-definition-crlf; then
	d=$(fresh c-logger)
	run c-make-header-global-multiple-definition-crlf "$d" make
	crlf c-make-header-global-multiple-definition-crlf
fi

# ================================================================ make (recursive, -k -j)
# CI script (set -x): recursive make -k -j2 over lib/, tools/, app/: tools/Makefile lacks
# -I../include (`fatal error: imgfmt.h: No such file or directory`, both tools), and app/
# still uses the renamed `stride` member (`has no member named ‘stride’`)
if want sh-ci-recursive-make-k-j2-include-path-and-renamed-member; then
	d=$(fresh c-imgtool)
	run sh-ci-recursive-make-k-j2-include-path-and-renamed-member "$d" ./ci/build.sh
fi

# ================================================================ cmake, ninja
# src/lexer.c was renamed to src/tokenizer.c and CMakeLists.txt not updated: `Cannot find
# source file: src/lexer.c` and `No SOURCES given`; three steps, build skipped
if want gha-cmake-renamed-source-cannot-find-source-file; then
	d=$(fresh c-rpnc)
	gha_steps gha-cmake-renamed-source-cannot-find-source-file "$d" "cmake --version" \
		"cmake -S . -B build -G Ninja" "cmake --build build"
fi
# CI script (set -e): the configure step was dropped; build/ exists (the ccache dir) but has
# no build.ninja: `ninja: error: loading 'build.ninja': No such file or directory`
if want sh-ci-ninja-no-build-ninja-configure-step-missing; then
	d=$(fresh c-rpnc)
	fix "$d" 's|src/lexer.c|src/tokenizer.c|' CMakeLists.txt
	run sh-ci-ninja-no-build-ninja-configure-step-missing "$d" ./ci/build.sh
fi

# ================================================================ ctest, gtest
# ctest over six tests: pool_wait deadlocks (nobody signals `idle`) and hits its TIMEOUT 3
# (`***Timeout`), backoff_cap's `base << 30` wraps to 0; three steps
if want gha-c-ctest-timeout-property-and-shift-overflow; then
	d=$(fresh c-jobq)
	gha_steps gha-c-ctest-timeout-property-and-shift-overflow "$d" \
		"cmake -S . -B build" "cmake --build build" "ctest --test-dir build --output-on-failure"
fi
# make check runs 113 gtest tests, colour forced with --gtest_color=yes: EXPECT_THROW on
# "12.345 EUR" (`Actual: it throws nothing.`) and ASSERT_TRUE on a third of 1.00 EUR summed
# back; long
if want cpp-make-check-gtest-throws-nothing-and-assert-true-long-color; then
	d=$(fresh cpp-money)
	run cpp-make-check-gtest-throws-nothing-and-assert-true-long-color "$d" \
		make check GTEST_ARGS=--gtest_color=yes
fi

# ================================================================ valgrind
# make, make check (passes), make memcheck: list_free() reads n->next after free(n):
# `Invalid read of size 8` in test_list and test_words; three steps
if want gha-c-valgrind-list-free-use-after-free; then
	d=$(fresh c-wordfreq)
	gha_steps gha-c-valgrind-list-free-use-after-free "$d" "make all" "make check" "make memcheck"
fi

# ================================================================ shell and CI
# release script (set -e): make, make check pass, then `doxygen: command not found` (127)
if want sh-set-e-release-doxygen-command-not-found; then
	d=$(fresh c-wordfreq)
	run sh-set-e-release-doxygen-command-not-found "$d" ./ci/release.sh
fi
# build and unit test pass; the server is started with --ready-file run/kvserve.ready but the
# wait script polls $STATE_DIR (state/): `timeout 4` ends the wait loop, 124; three steps
if want gha-sh-wait-ready-wrong-path-timeout-124; then
	d=$(fresh c-kvserve)
	gha_steps gha-sh-wait-ready-wrong-path-timeout-124 "$d" "make all check" \
		"./build/kvserve --ready-file run/kvserve.ready --lifetime 6 &
timeout 4 ./ci/wait-ready.sh" "echo smoke tests"
	sleep 3
fi

# ================================================================ successes
# the scene project with the loop fixed (`const auto &s`): configure, build (one warning),
# ctest: 3 tests pass; three steps
if want gha-cpp-clang-ninja-ctest-success; then
	d=$(fresh cpp-scene)
	fix "$d" 's/for (auto s : shapes_)/for (const auto \&s : shapes_)/' src/scene.cpp
	gha_steps gha-cpp-clang-ninja-ctest-success "$d" \
		"CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# the wordfreq project with list_free fixed: make, make check, make memcheck (valgrind clean,
# `ERROR SUMMARY: 0 errors` twice); CRLF
if want c-make-memcheck-clean-success-crlf; then
	d=$(fresh c-wordfreq)
	fix "$d" 's/for (struct node \*n = head; n; n = n->next) {/for (struct node *n = head, *next; n; n = next) {\n\t\tnext = n->next;/' src/list.c
	run c-make-memcheck-clean-success-crlf "$d" bash -c "make all && make check && make memcheck"
	crlf c-make-memcheck-clean-success-crlf
fi

# ================================================================ a whole CI job, long (added last)
# GitHub Actions, 4 steps: apt-get, configure (FindGTest), build, ctest over 116 tests found by
# gtest_discover_tests: the two gtest failures of the make check log above, now shown through
# ctest --output-on-failure, and Ledger.LastForUnknownAccount dereferencing last_for()'s nullptr
# (`***Exception: SegFault`); long
if want gha-cpp-cmake-ctest-gtest-discover-segfault-long; then
	d=$(fresh cpp-money)
	gha_steps gha-cpp-cmake-ctest-gtest-discover-segfault-long "$d" "$APT libgtest-dev cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
