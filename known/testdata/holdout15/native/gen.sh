#!/bin/bash
# FIFTEENTH HOLDOUT, native family (C/C++ builds and tests, shell/CI): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# A small, fast round: 16 logs, one per tool of the issue's list where possible (gcc, clang,
# ld/collect2, recursive make -k -j2, make's own parse error, CMake, ninja, ctest, GoogleTest,
# valgrind memcheck, `command not found`, a `set -e` stop, a process killed by SIGKILL, a
# timeout) with ordinary mistakes, and two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout15-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout14/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15,
# coreutils 9.1 (timeout), apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL DESTDIR GTEST_ARGS
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout15-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
# python must be absent from PATH (a log needs `python: command not found`), and so must
# nlohmann-json (a log needs find_package to fail)
if command -v python >/dev/null; then echo "gen.sh: python is on PATH; a log needs it absent" >&2; exit 1; fi
if [ -e /usr/share/cmake/nlohmann_json ] || [ -e /usr/lib/cmake/nlohmann_json ]; then
	echo "gen.sh: nlohmann-json is installed; a log needs it absent" >&2; exit 1
fi
# the apt-get steps must only print: every package they name is installed and marked manual
for p in build-essential make cmake ninja-build; do
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
	{ t++; ticks = 3600000000 + t * 1234567; s = int(ticks / 10000000)
	  printf "2025-08-04T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# top-level `make -k -j2` over lib/ and app/ (their output interleaved, `Entering directory`),
# gcc colour forced: money.c's snprintf call lacks its `;` (`expected ‘;’ before ‘}’ token`), and
# app/report.c reads it->cents / it->qty through the opaque `struct item` the public header only
# declares (`invalid use of undefined type ‘struct item’`, twice); warnings in between
if want c-recursive-make-k-j2-missing-semicolon-and-opaque-struct-color; then
	d=$(fresh c-inventory)
	run c-recursive-make-k-j2-missing-semicolon-and-opaque-struct-color "$d" \
		make -k -j2 EXTRA_CFLAGS=-fdiagnostics-color=always
fi
# cmake -G Ninja + g++: Polygon declares `double area();` (no const, no override), so it does not
# override Shape's pure `area() const` and stays abstract: `invalid new-expression of abstract
# class type ‘Polygon’` in make_unique (scene.cpp) and `cannot declare variable ‘tri’ to be of
# abstract type` (test_area.cpp), ninja's two FAILED: lines; three steps, ctest skipped
if want gha-cpp-cmake-ninja-abstract-class-missing-const; then
	d=$(fresh cpp-shapes)
	gha_steps gha-cpp-cmake-ninja-abstract-class-missing-const "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# clang++ through make -k, colour forced (-fcolor-diagnostics): std::max(int, size_t) (`no
# matching function for call to 'max'`, candidate notes) and std::fopen given a std::string
# (`no viable conversion from 'const std::string'`); an unused-variable warning
if want cpp-clang-make-k-std-max-mixed-types-and-string-to-fopen-color; then
	d=$(fresh cpp-wordstat)
	run cpp-clang-make-k-std-max-mixed-types-and-string-to-fopen-color "$d" \
		make -k EXTRA_CXXFLAGS=-fcolor-diagnostics
fi

# ================================================================ link errors (ld, collect2)
# the link line has no -lm: nine `undefined reference to `sin'` / cos / atan2 / sqrt / fmax /
# round lines in two objects, collect2, make's Error; CRLF
if want c-make-link-missing-libm-undefined-sin-crlf; then
	d=$(fresh c-trackstat)
	run c-make-link-missing-libm-undefined-sin-crlf "$d" make
	crlf c-make-link-missing-libm-undefined-sin-crlf
fi

# ================================================================ make, cmake, ninja
# set -ex: the Makefile's install rule was edited with an editor that expands tabs: `Makefile:22:
# *** missing separator (did you mean TAB instead of 8 spaces?).  Stop.` at the first make
if want sh-ci-set-ex-make-missing-separator-spaces; then
	d=$(fresh c-ringlog)
	run sh-ci-set-ex-make-missing-separator-spaces "$d" ./ci/build.sh
fi
# find_package(nlohmann_json 3.2.0 REQUIRED), the workflow's apt step never installs it:
# `CMake Error at CMakeLists.txt:9 (find_package)`, Configuring incomplete; build skipped
if want gha-cmake-find-package-nlohmann-json-config-not-found; then
	d=$(fresh cpp-metar)
	gha_steps gha-cmake-find-package-nlohmann-json-config-not-found "$d" "$APT build-essential cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build -j2"
fi
# a hand-written build.ninja still lists src/compat.c, deleted when the strlcpy shim went away:
# `ninja: error: 'src/compat.c', needed by 'obj/compat.o', missing and no known rule to make it`
if want gha-ninja-handwritten-deleted-source-no-known-rule; then
	d=$(fresh c-tinyhttp)
	gha_steps gha-ninja-handwritten-deleted-source-no-known-rule "$d" "$APT ninja-build" \
		"ninja --version" "ninja" "./test_request"
fi

# ================================================================ ctest, gtest, valgrind
# ctest --output-on-failure over six tests: test_lookup reads a missing key, kv_get returns NULL
# and strcmp crashes (`***Exception: SegFault`, its buffered output lost), and kv_merge keeps
# the base's value where local should win (`test_merge.c:10: kv_get(&base, "port") = "80", want
# "8080"`); an implicit strcasecmp warning; four steps
if want gha-c-ctest-segfault-null-lookup-and-merge-precedence; then
	d=$(fresh c-kvconf)
	gha_steps gha-c-ctest-segfault-null-lookup-and-merge-precedence "$d" "$APT build-essential cmake" \
		"cmake -S . -B build" "cmake --build build" "ctest --test-dir build --output-on-failure"
fi
# CI script (set -eux): make, then 134 gtest tests: miles_to_km uses 1.6093 (EXPECT_NEAR
# Distance.Marathon, early) and thousands() calls llabs on LLONG_MIN (a parameterized row, after
# 120 passing round-trip tests); long, gzipped
if want sh-ci-cpp-gtest-near-tolerance-and-llong-min-grouping-long; then
	d=$(fresh cpp-unitconv)
	run sh-ci-cpp-gtest-near-tolerance-and-llong-min-grouping-long "$d" ./ci/test.sh
	gz sh-ci-cpp-gtest-near-tolerance-and-llong-min-grouping-long
fi
# make, make check (passes), make -k memcheck (valgrind -q --leak-check=full --error-exitcode=1):
# slugify mallocs strlen(title) bytes, no room for the NUL: `Invalid write of size 1` and the
# strcmp's `Invalid read of size 1`; tags_parse never frees its strdup'ed copy: `16 bytes in 1
# blocks are definitely lost`
if want c-make-k-valgrind-invalid-write-strlen-and-leak; then
	d=$(fresh c-tagindex)
	run c-make-k-valgrind-invalid-write-strlen-and-leak "$d" bash -c "make && make check && make -k memcheck"
fi

# ================================================================ shell and CI
# the ringlog project (Makefile fixed): build and make check pass, then a step calls `python`,
# which the runner does not have (only python3): `python: command not found`, 127
if want gha-c-make-check-python-command-not-found-127; then
	d=$(fresh c-ringlog)
	fix "$d" 's/^        /\t/' Makefile
	gha_steps gha-c-make-check-python-command-not-found-127 "$d" "make all" "make check" \
		"python tools/check_symbols.py build/librl.a" "make install DESTDIR=\$PWD/stage PREFIX=/usr"
fi
# set -e: the release script, copied from a Windows job, does `cd build/Release` after a
# single-config (Unix Makefiles) build: `cd: build/Release: No such file or directory`
if want sh-ci-set-e-cd-multi-config-build-dir; then
	d=$(fresh cpp-shapes)
	fix "$d" 's/^    double area();$/    double area() const override;/' src/polygon.hpp
	fix "$d" 's/^double Polygon::area()$/double Polygon::area() const/' src/polygon.cpp
	run sh-ci-set-e-cd-multi-config-build-dir "$d" ./ci/release.sh
fi
# set -euo pipefail: the queue benchmark's consumer waits for producer_done before popping,
# the producer waits for room in the full 1024-slot queue: `timeout --signal=KILL 5` kills it
# and bash reports `line 7: PID Killed ...` (137)
if want sh-ci-bench-timeout-signal-kill-killed-137; then
	d=$(fresh c-workq)
	run sh-ci-bench-timeout-signal-kill-killed-137 "$d" ./ci/bench.sh
fi
# set -ex, `timeout 5 make check`: test_filter writes to upcase's stdin and never closes the
# pipe, then waits for upcase's output; upcase waits for EOF. timeout's SIGTERM reaches make:
# `make: *** [Makefile:16: check] Terminated`, exit 124
if want sh-ci-make-check-pipe-deadlock-timeout-124; then
	d=$(fresh c-upcase)
	run sh-ci-make-check-pipe-deadlock-timeout-124 "$d" ./ci/test.sh
fi

# ================================================================ successes
# the shapes project fixed (Polygon::area() const override): three steps, ctest 2/2
if want gha-cpp-cmake-ninja-ctest-success; then
	d=$(fresh cpp-shapes)
	fix "$d" 's/^    double area();$/    double area() const override;/' src/polygon.hpp
	fix "$d" 's/^double Polygon::area()$/double Polygon::area() const/' src/polygon.cpp
	gha_steps gha-cpp-cmake-ninja-ctest-success "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# the unitconv project fixed (1.609344; thousands() on the unsigned magnitude): 134 tests pass;
# long, CRLF
if want sh-ci-cpp-gtest-all-passed-success-long-crlf; then
	d=$(fresh cpp-unitconv)
	fix "$d" 's/mi \* 1\.6093;/mi * 1.609344;/' src/convert.cpp
	fix "$d" 's/std::to_string(std::llabs(n))/std::to_string(n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n))/' src/format.cpp
	run sh-ci-cpp-gtest-all-passed-success-long-crlf "$d" ./ci/test.sh
	crlf sh-ci-cpp-gtest-all-passed-success-long-crlf
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
