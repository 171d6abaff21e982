#!/bin/bash
# FOURTH HOLDOUT, native family (C/C++ builds and tests, shell/CI failures): real tool output the
# known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's format).
# Score them with
#   go build -o /tmp/wt-h4 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h4 known/testdata/holdout4/native/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout3/native/gen.sh.
#
# Tools (this machine, Debian 12): clang/clang++ 14.0.6, gcc/g++ 12.2.0, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev), GNU ld 2.40,
# valgrind 3.19.0, Python 3.11.2 (/usr/bin/python3), prove (perl 5.36, Test::Harness 3.44),
# autoconf 2.71 / automake 1.16.5, GNU bash 5.2.15, dash, coreutils 9.1, grep 3.8.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# multi-step job stops at the failing step, so later steps, skipped, do not appear); *-crlf has
# CRLF line ends; *-color runs the tool with its colour forced on; one log is gzipped (.log.gz).
# exits.tsv records each command's exit status.
#
# Run to run differences: c-make-j4-subdirs-two-failures runs make -j4 over two sub-makes, so
# its lines interleave differently from run to run (its line numbers must be re-checked after
# regenerating); valgrind prints PIDs and addresses, ctest prints timings. Re-check
# manifest.jsonl after regenerating (check.py does it).
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout4-native
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
# clang -Wall -Wextra over 42 C files with 79 warnings; wal.c lost an #include and fails with
# three errors (make stops there); colour forced with -fcolor-diagnostics
d=$(fresh c-clang-kvstore)
gha_steps gha-c-clang-wall-many-files-color "$d" "clang --version" \
	"make EXTRA_CFLAGS=-fcolor-diagnostics"
# clang++, make -k: a header two levels down includes tls/context.hpp, not on the include
# path: the same fatal error in three files; router.cpp has its own, unrelated error
d=$(fresh cpp-clang-include-chain); run cpp-clang-fatal-include-chain "$d" make -k
# cmake + ninja: every object compiles (warnings, colour forced), the link of one
# executable needs -llz4 (runtime library only, no liblz4-dev)
d=$(fresh c-cmake-ninja-lz4)
gha_steps gha-c-cmake-ninja-cannot-find-lib-color "$d" \
	"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_COLOR_DIAGNOSTICS=ON" \
	"CLICOLOR_FORCE=1 cmake --build build -j1"
# a make recipe runs a Python code generator that dies with a traceback (CRLF)
d=$(fresh c-make-codegen);   run c-make-codegen-traceback-crlf "$d" make
sed -i 's/$/\r/' "$logs/c-make-codegen-traceback-crlf.log"
# make -j4 over two sub-makes that fail independently: a compile error in server/, an
# undefined reference at the link of client/ (output interleaves, order varies)
d=$(fresh c-make-j4-subdirs); run c-make-j4-subdirs-two-failures "$d" make -j4

# ---------------------------------------------------------------- tests
# configure, build, ctest over 129 gtest cases (gtest_discover_tests, one ctest test per
# case): two fail, in two suites (gzipped)
d=$(fresh cpp-ctest-gtest-discover)
run cpp-ctest-gtest-discover-two-suites "$d" bash -c \
	"cmake -S . -B build -G Ninja && cmake --build build && ctest --test-dir build --output-on-failure"
gzip -9 -n -f "$logs/cpp-ctest-gtest-discover-two-suites.log"
# build, then valgrind on a test whose checks all pass: an invalid read (a freed node) and
# a leak (a queue never freed); --error-exitcode=1
d=$(fresh c-valgrind-jobqueue)
gha_steps gha-c-valgrind-leak-invalid-read "$d" "make" \
	"valgrind --leak-check=full --error-exitcode=1 ./test_jobq"
# three steps: build passes, prove -v fails one TAP test, the install step is skipped
d=$(fresh c-prove-tap-steps)
gha_steps gha-c-prove-tap-second-step-fails "$d" "make" "make test" \
	"make install DESTDIR=\$PWD/stage"

# ---------------------------------------------------------------- shell and CI
# set -euo pipefail: grep in a pipeline gets a glob that matched nothing (docs/ was renamed)
d=$(fresh sh-pipefail-grep); gha gha-sh-pipefail-grep "$d" "./ci/docs-check.sh"
# a CI script runs a hand-written autoconf-style ./configure that stops on a missing
# library, then prints the end of config.log
d=$(fresh sh-configure-missing-dep); run sh-ci-configure-missing-dep "$d" ./ci/build.sh
# build, then `timeout 2 make soak`: progress lines, then make is killed (exit 124)
d=$(fresh sh-timeout-make-soak)
run sh-timeout-make-soak-terminated "$d" bash -c "make && timeout 2 make soak"

# ---------------------------------------------------------------- successes
# cmake (Unix Makefiles), 3 steps: a library, 3 tools and 4 test programs with warnings,
# then ctest: 12 pass, 1 skipped (SKIP_RETURN_CODE 77)
d=$(fresh c-cmake-multi-success)
gha_steps gha-c-cmake-ctest-success-skipped "$d" "cmake -S . -B build" "cmake --build build" \
	"env -u GEOKIT_PG_URL ctest --test-dir build --output-on-failure"
# autoreconf, configure, make, make check with automake's test harness: PASS, SKIP, XFAIL
d=$(fresh c-automake-check-success)
run c-automake-check-success "$d" bash -c "autoreconf -fi && ./configure && make && make check"

rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
