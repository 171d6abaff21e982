#!/bin/bash
# THIRD HOLDOUT, native family (C/C++ builds and tests, shell/CI failures): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# Score them with
#   go build -o /tmp/wt-h3 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h3 known/testdata/holdout3/native/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout2/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, GNU Make 4.3, cmake 3.25.1, ninja 1.11.1,
# ctest 3.25.1, GoogleTest 1.12.1 (libgtest-dev), GNU ld 2.40, libasan/libubsan from gcc 12,
# GNU bash 5.2.15, coreutils 9.1, tar/gzip from Debian 12.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.);
# *-crlf has CRLF line ends; *-color runs the tool with its colour forced on; one log is gzipped
# (.log.gz). exits.tsv records each command's exit status.
#
# Run to run differences: c-make-k-j2-three-interleaved runs make -k -j2, so the order in
# which the two parallel compiles print varies between runs (its line numbers must be
# re-checked after regenerating); the ASan/UBSan logs print PIDs and addresses, the gtest and
# ctest logs print timings. Re-check manifest.jsonl after regenerating (check.py does it).
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout3-native
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
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step.
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

# ---------------------------------------------------------------- compile errors
# a conflicting declaration in a header, reported through "In file included from" chains in
# every file that includes it (make -k)
d=$(fresh c-header-chain);   run c-header-include-chain "$d" make -k
# nested make -k: a missing header stops libcodec/, tools/ fails to link on its own (no -lz)
d=$(fresh c-nested-make);    run c-nested-make-fatal-and-link "$d" make -k
# -Werror=... for three warning kinds only: errors and plain warnings side by side (CRLF)
d=$(fresh c-werror-flags);   run c-gcc-werror-flags-crlf "$d" make -k
sed -i 's/$/\r/' "$logs/c-gcc-werror-flags-crlf.log"
# three independent compile errors under make -k -j2 (output order varies run to run)
d=$(fresh c-make-j2-three);  run c-make-k-j2-three-interleaved "$d" make -k -j2
# a long cmake + ninja build (58 files, many warnings), one template error with a
# "required from" chain near the end; colour forced on (gcc and ninja)
d=$(fresh cpp-ninja-template)
gha_steps gha-cpp-ninja-template-long-color "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_CXX_FLAGS=-fdiagnostics-color=always" \
	"CLICOLOR_FORCE=1 cmake --build build -j1"
# configure passes, the build fails on link: a variable defined in a header (multiple
# definition) and a virtual function never defined
d=$(fresh cpp-cmake-link)
gha_steps gha-cpp-cmake-link-errors "$d" "cmake -S . -B build" "cmake --build build"

# ---------------------------------------------------------------- tests
# gtest: two failing parameter values and a death test that does not die (--gtest_color=yes)
d=$(fresh cpp-gtest-param-death); run cpp-gtest-param-death-color "$d" make check
# ASan heap-use-after-free inside a test, after passing checks (gcc's -Wuse-after-free
# warning about the same code is in the build output above it)
d=$(fresh c-asan-uaf);       run c-asan-heap-use-after-free "$d" make check
# UBSan (no recover) in two test programs under make -k: two independent runtime errors
d=$(fresh c-ubsan-two-tests); run c-ubsan-two-tests "$d" make -k check
# configure, build, test: ctest fails at one assert() among 14 tests
d=$(fresh c-cmake-ctest-assert)
gha_steps gha-c-cmake-ctest-assert "$d" "cmake -S . -B build" "cmake --build build" \
	"ctest --test-dir build --output-on-failure"

# ---------------------------------------------------------------- successes
# a long successful build: 41 files, over a hundred -Wextra/-Wconversion warnings (gzipped)
d=$(fresh c-long-warnings);  run c-make-long-warnings-success "$d" make
gzip -9 -n -f "$logs/c-make-long-warnings-success.log"
# build, then a gtest run with two skipped tests and one disabled test; passing tests log
# "error:" lines of their own
d=$(fresh cpp-gtest-skips)
gha_steps gha-cpp-gtest-skipped-success "$d" "make" "env -u STAGING_URL -u TOXIPROXY_HOST ./backoff_test"

# ---------------------------------------------------------------- shell
# a release script stops with its own plain error message (after a "0 errors" line)
d=$(fresh sh-release-check); run sh-release-script-error "$d" ./release.sh 2.3.1
# set -euo pipefail stops a packaging script at a failing cp
d=$(fresh sh-set-e-package); gha gha-sh-set-e-cp-missing-file "$d" "./package.sh"

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
