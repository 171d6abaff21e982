#!/bin/bash
# SIXTH HOLDOUT, native family (C/C++ builds and tests, shell/CI failures): the most ordinary
# failures a maintainer meets every week, as real tool output, labelled by hand in
# manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h6 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h6 known/testdata/holdout6/native/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout3/native/gen.sh and ../../holdout4/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, GNU Make 4.3, cmake/ctest 3.25.1,
# ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev), GNU ld 2.40, pkg-config 1.8.1, GNU bash 5.2.15,
# dash 0.5.12, diffutils 3.8. gcovr is NOT installed (one log depends on that).
#
# Run to run differences: diff -u headers carry file times (sh-make-check-golden-diff), ctest
# prints timings; no log runs tools in parallel (ninja and cmake --build get -j 1). After
# regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns) and check.py.
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout6-native
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

# ---------------------------------------------------------------- compile and link errors
# a typo'd variable (totl for total): gcc's "undeclared ... did you mean", after warnings in
# another file; two steps (gcc --version, make)
d=$(fresh c-wordstat-typo)
gha_steps gha-c-make-undeclared-typo "$d" "gcc --version" "make CC=gcc"
# g++ via cmake's Makefiles: a header uses std::map without #include <map>: one error and its
# by_sku_ follow-ons in four member functions; colour forced (-fdiagnostics-color=always)
d=$(fresh cpp-inventory-missing-include)
gha_steps gha-cpp-cmake-missing-include-map-color "$d" \
	"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build"
# cmake + ninja -j1 over 81 C++ files, 120-odd warnings, then a member function defined with
# another parameter type than its header declares ("no declaration matches")
d=$(fresh cpp-ninja-signature-mismatch)
run cpp-ninja-no-declaration-matches-long "$d" bash -c \
	"cmake -S . -B build -G Ninja && cmake --build build -j 1"
# make -k, gcc with colour: a header's prototype and its definition disagree (conflicting
# types), and a caller in another file passes too few arguments
d=$(fresh c-ring-conflicting-types)
run c-make-k-conflicting-types-color "$d" make -k
# cmake (Unix Makefiles), two steps: src/quote.c was never added to add_library, the link
# of the first tool fails on two undefined references from writer.c
d=$(fresh c-cmake-forgotten-source)
gha_steps gha-c-cmake-forgotten-source-undefined-ref "$d" \
	"cmake -S . -B build" "cmake --build build"
# a Makefile asks pkg-config for libcurl (not installed): pkg-config's complaint, then
# fetch.c's fatal error on curl/curl.h
d=$(fresh c-pkgconfig-libcurl)
gha_steps gha-c-pkgconfig-libcurl-missing "$d" "pkg-config --version" "make"

# ---------------------------------------------------------------- tests
# cmake + ninja, then the gtest binary itself: 153 tests, two EXPECT_EQ failures in two
# suites; passing tests print "parse_int: error: ..." to stderr (gzipped)
d=$(fresh cpp-gtest-textutil)
run cpp-gtest-expect-eq-two-failures-long "$d" bash -c \
	"cmake -S . -B build -G Ninja && cmake --build build -j 1 && ./build/unit_tests"
gzip -9 -n -f "$logs/cpp-gtest-expect-eq-two-failures-long.log"
# cmake, make, ctest --output-on-failure over 8 plain C test programs: one segfaults (no
# output of its own: stdout is a pipe, never flushed), one fails two checks (CRLF)
d=$(fresh c-ctest-strbuf)
run c-ctest-segfault-and-check-failure-crlf "$d" bash -c \
	"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
sed -i 's/$/\r/' "$logs/c-ctest-segfault-and-check-failure-crlf.log"
# make check runs a shell golden-file test script: two cases differ (diff -u), two bugs
d=$(fresh sh-golden-diff-calc); run sh-make-check-golden-diff "$d" make check

# ---------------------------------------------------------------- shell and CI
# three steps: build with --coverage, make check passes (TAP-like "ok" lines), then the
# coverage step calls gcovr, which is not installed (exit 127)
d=$(fresh c-coverage-gcovr)
gha_steps gha-sh-gcovr-command-not-found "$d" "make" "make check" \
	"gcovr --root . --print-summary --fail-under-line 80"

# ---------------------------------------------------------------- successes
# three steps: cmake (Ninja, Release), build (two warnings), ctest with labels: 9 tests, one
# skipped by SKIP_REGULAR_EXPRESSION
d=$(fresh c-cmake-ctest-labels-success)
gha_steps gha-c-cmake-ninja-ctest-labels-skipped-success "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release" "cmake --build build -j 1" \
	"ctest --test-dir build --output-on-failure"
# make over 25 C++ files (7 warnings), make check runs gtest: 143 tests, 3 GTEST_SKIP
d=$(fresh cpp-make-gtest-checksums-success)
run cpp-make-gtest-skipped-success-long "$d" bash -c "make && make check"

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
