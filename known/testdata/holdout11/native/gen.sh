#!/bin/bash
# ELEVENTH HOLDOUT, native family (C/C++ builds and tests, autotools, sanitizers, valgrind,
# shell/CI): real tool output the known/ formats were NOT tuned on, labelled by hand in
# manifest.jsonl (score_known.py's format). This round is about NOISE: most logs are whole CI
# jobs whose install, configure, warning and passing-test output surrounds one to three real
# failures, and four successes whose output looks like failure.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools run
# over a small project in src/<project>/, copied to /tmp/wisptriage-holdout11-native so the paths
# stay the same from run to run. Helpers (fresh, run, stamp, gha_step, gha_steps) follow
# ../../holdout10/native/gen.sh; gha_steps also knows `coe:CMD`, a continue-on-error step (the
# runner prints its ##[error] line and the job goes on; the job's status is that of the others).
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, autoconf 2.71,
# automake 1.16.5, bash 5.2.15, pip 23.2.1 (pyenv Python 3.11.7, packages already installed), apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/root/.pyenv/shims:/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	ASAN_OPTIONS UBSAN_OPTIONS TSAN_OPTIONS CTEST_PARALLEL_LEVEL
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout11-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
for t in gcovr shellcheck; do
	if command -v "$t" >/dev/null; then echo "gen.sh: $t is installed; a log needs it absent" >&2; exit 1; fi
done
# the apt-get steps must only print: every package they name is installed and marked manual
for p in build-essential make cmake gcc libgtest-dev; do
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
	  printf "2025-03-18T14:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
	local id=$1 dir=$2 out rc=0 src all coe
	shift 2
	all=$(mktemp)
	for cmd in "$@"; do
		coe=0
		case $cmd in coe:*) coe=1; cmd=${cmd#coe:} ;; esac
		out=$(mktemp)
		(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
		src=$?
		gha_step "$cmd" "$src" < "$out" >> "$all"
		rm -f "$out"
		if [ "$src" -ne 0 ] && [ "$coe" -eq 0 ]; then rc=$src; break; fi
	done
	stamp < "$all" > "$logs/$id.log"
	note "$id" "$rc"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }
APT="apt-get install -y --no-install-recommends"
PIP="python3 -m pip install -r requirements.txt"
# fix DIR SED FILE: the fixed tree of a success log (the fix the failing log's developer makes)
fix() { sed -i "$2" "$1/$3"; }

# ================================================================ compile errors (gcc, clang)
# pip (everything already satisfied, pip's root warning), cmake (a Deprecation Warning for
# cmake_minimum_required(2.8)), ninja: the generator step prints "wrote 6 error codes", one
# -Wunused-variable warning, then fmt.c calls BSD strlcpy, absent from glibc 2.36:
# `implicit declaration of function ‘strlcpy’` under -Werror=implicit-function-declaration;
# four steps, the last (ctest) skipped
if want gha-c-pip-codegen-ninja-implicit-strlcpy; then
	d=$(fresh c-errtab)
	gha_steps gha-c-pip-codegen-ninja-implicit-strlcpy "$d" "$PIP" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
fi
# make -k, g++ colour forced: std::thread given a Stats& without std::ref (static assertion
# deep in std_thread.h under a `required from here` chain), and, unrelated, operator[] on a
# const std::map (`discards qualifiers`); a [[deprecated]] warning in main.cpp is noise
if want cpp-make-k-thread-ref-and-const-map-index-color; then
	d=$(fresh cpp-jobpool)
	run cpp-make-k-thread-ref-and-const-map-index-color "$d" make -k EXTRA_CXXFLAGS=-fdiagnostics-color=always
fi
# make -k: handler.hpp uses std::function without <functional>; the four files that include it
# each fail with the same chain of errors (one cause); CRLF
if want cpp-make-k-missing-functional-include-four-tus-crlf; then
	d=$(fresh cpp-evbus)
	run cpp-make-k-missing-functional-include-four-tus-crlf "$d" bash -c "g++ --version | head -n1 && make -k"
	crlf cpp-make-k-missing-functional-include-four-tus-crlf
fi
# clang, make -k, colour: -Werror=incompatible-pointer-types (an int* passed for size_t*) in
# main.c and -Werror=switch (FMT_YAML not handled) in emit.c; a plain -Wunused-variable warning
if want c-clang-make-k-werror-pointer-type-and-switch-color; then
	d=$(fresh c-fmtconv)
	run c-clang-make-k-werror-pointer-type-and-switch-color "$d" make -k EXTRA_CFLAGS=-fcolor-diagnostics
fi
# recursive make -j2 over four probe libraries (120 files, 40 -Wunused-variable warnings), then the
# app: `storage size of ‘st’ isn’t known` (struct only forward-declared in export.h); a CI script
# with apt-get first; long, gzipped
if want sh-ci-recursive-make-storage-size-unknown-long; then
	d=$(fresh c-telemetry)
	run sh-ci-recursive-make-storage-size-unknown-long "$d" bash -c \
		"set -x; $APT build-essential make; gcc --version | head -n1; make -j2"
	gz sh-ci-recursive-make-storage-size-unknown-long
fi

# ================================================================ link errors (ld, collect2)
# the Makefile links C++ objects with $(CC): a screenful of undefined references to
# operator new/delete, iostreams and __gxx_personality_v0 (one cause), after two -Wsign-compare
# warnings and ld's own `relocation against` warning; three steps, the test step skipped
if want gha-cpp-make-link-with-cc-undefined-libstdcxx; then
	d=$(fresh cpp-wordtally)
	gha_steps gha-cpp-make-link-with-cc-undefined-libstdcxx "$d" "$APT build-essential make" "make" "make test"
fi
# a test file whose main() sits under #ifdef RINGBUF_TEST_MAIN, which nothing defines:
# `undefined reference to `main'` from Scrt1.o; the library and two tests link fine (warnings)
if want gha-c-cmake-test-main-ifdef-undefined-main; then
	d=$(fresh c-ringbuf)
	gha_steps gha-c-cmake-test-main-ifdef-undefined-main "$d" "$APT cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

# ================================================================ make, ninja, cmake
# objects go to build/obj/, which nothing creates (only the bin directory has a mkdir): with
# -MMD gcc stops at `opening dependency file build/obj/emit.d: No such file or directory`, four
# times under -k (one cause); a CI script with set -x; CRLF
if want sh-ci-make-k-missing-objdir-dependency-file-crlf; then
	d=$(fresh c-sensord)
	run sh-ci-make-k-missing-objdir-dependency-file-crlf "$d" bash -c \
		"set -x; make --version | head -n1; make clean; make -k"
	crlf sh-ci-make-k-missing-objdir-dependency-file-crlf
fi
# a hand-written generator lists src/util.c in the core library and in a tool:
# `ninja: error: build.ninja:27: multiple rules generate obj/util.o`; CI script (set -ex)
if want sh-ci-ninja-generator-multiple-rules-generate; then
	d=$(fresh c-kvstore)
	run sh-ci-ninja-generator-multiple-rules-generate "$d" ./ci/build.sh
fi
# a second add_library(util) in src/net (moved from core, the old one not removed): CMake Error
# CMP0002, and a second CMake Error for the target_link_libraries that follows (cascade); a
# Deprecation Warning and a project WARNING before them; three steps, build skipped
if want gha-cmake-duplicate-target-cmp0002; then
	d=$(fresh c-netmon)
	gha_steps gha-cmake-duplicate-target-cmp0002 "$d" "$APT cmake" \
		"cmake -S . -B build" "cmake --build build"
fi
# $<TARGET_FILE:gen_tabels> (typo): `Error evaluating generator expression`, printed three
# times, at generate time after `Configuring done`; CRLF
if want cmake-genex-target-file-typo-generate-failed-crlf; then
	d=$(fresh c-glyphs)
	run cmake-genex-target-file-typo-generate-failed-crlf "$d" bash -c \
		"cmake -S . -B build -G Ninja && cmake --build build"
	crlf cmake-genex-target-file-typo-generate-failed-crlf
fi

# ================================================================ ctest, gtest
# ctest --repeat until-pass:3: next_fire fails all three attempts (the `at or after` bound is
# off by one), lockfile fails once (a stale lock file) and passes on its retry; three steps
if want gha-c-ctest-repeat-until-pass-flaky-and-real-failure; then
	d=$(fresh c-cronexpr)
	gha_steps gha-c-ctest-repeat-until-pass-flaky-and-real-failure "$d" \
		"cmake -S . -B build" "cmake --build build" \
		"ctest --test-dir build --output-on-failure --repeat until-pass:3"
fi
# gtest, 104 tests: tests that log [minitmpl ERROR]/WARN lines on purpose, an EXPECT_THROW, a
# skip, a disabled test; two failures: EXPECT_EQ on a multi-line string (`With diff:`; the
# block-tag line is not dropped) and an apostrophe html_escape does not escape; four steps;
# long, gzipped
if want gha-cpp-gtest-string-diff-and-escape-noisy-long; then
	d=$(fresh cpp-minitmpl)
	gha_steps gha-cpp-gtest-string-diff-and-escape-noisy-long "$d" "$APT libgtest-dev cmake" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" "./build/minitmpl_tests"
	gz gha-cpp-gtest-string-diff-and-escape-noisy-long
fi

# ================================================================ valgrind, sanitizers
# make, then make memcheck over two tests under valgrind
# (--show-leak-kinds=all): test_parse passes with a `still reachable` record and a parse
# `error:` it expects; test_lookup dereferences ini_find()'s NULL for a missing key:
# `Invalid read of size 8`, SIGSEGV; a CI script (set -x)
if want sh-ci-valgrind-null-deref-sigsegv-still-reachable; then
	d=$(fresh c-inicfg)
	run sh-ci-valgrind-null-deref-sigsegv-still-reachable "$d" bash -c \
		"set -x; valgrind --version; make; make memcheck"
fi
# gcc -fsanitize=thread: counter_miss() skips the mutex: `WARNING: ThreadSanitizer: data race`,
# exit 66; the test's own numbers come out right; two steps
if want gha-c-tsan-data-race-unlocked-counter; then
	d=$(fresh c-hitcount)
	gha_steps gha-c-tsan-data-race-unlocked-counter "$d" "make all" "make check"
fi
# ASan + selected UBSan checks, make -k check over three tests, colour forced: ASan
# global-buffer-overflow (reading one past the base64 alphabet) and UBSan `shift exponent 32`
# (rotl32 with r = 0); test_encode passes; a CI script
if want sh-ci-asan-global-overflow-ubsan-shift-color; then
	d=$(fresh c-b64url)
	run sh-ci-asan-global-overflow-ubsan-shift-color "$d" env \
		ASAN_OPTIONS=color=always UBSAN_OPTIONS=color=always:print_stacktrace=1:halt_on_error=1 \
		bash -c "set -x; $APT gcc make; make; make -k check"
fi

# ================================================================ autotools
# AM_INIT_AUTOMAKE without `foreign`: `Makefile.am: error: required file './AUTHORS' not found`
# (and ChangeLog, NEWS: one cause), amid autoreconf -v chatter; CI script (set -euxo pipefail)
if want sh-ci-autoreconf-gnu-strictness-missing-news; then
	d=$(fresh c-pidfile)
	run sh-ci-autoreconf-gnu-strictness-missing-news "$d" ./ci/build.sh
fi
# automake harness, 7 tests: PASS 3, SKIP 1 (no de_DE locale), XFAIL 1, FAIL t_temp (5 / 9 is
# integer 0) and ERROR t_data (exit 99: the reference table was renamed .tsv -> .csv); the
# step prints test-suite.log on failure; four steps
if want gha-c-automake-check-fail-and-hard-error-xfail-noise; then
	d=$(fresh c-unitconv)
	gha_steps gha-c-automake-check-fail-and-hard-error-xfail-noise "$d" "autoreconf -fi" \
		"./configure" "make" "make check || { cat test-suite.log; exit 1; }"
fi

# ================================================================ shell and CI
# make (three -Wconversion warnings), make test (prints `warning: not a number` lines it tests),
# then ci/package.sh, committed with CRLF line ends: bash 5.2 says `cannot execute: required
# file not found` (the interpreter is "/bin/bash\r"), 127; three steps
if want gha-sh-crlf-shebang-cannot-execute-127; then
	d=$(fresh c-csvstat)
	gha_steps gha-sh-crlf-shebang-cannot-execute-127 "$d" "make" "make test" "./ci/package.sh"
fi
# build and unit test pass, a retry loop prepares fixtures (the first attempt fails and is
# retried), then the integration test deadlocks (q_close wakes one of four waiting workers):
# `timeout 5` ends it, 124, with no message; four steps
if want gha-sh-retry-then-integration-deadlock-timeout-124; then
	d=$(fresh c-lockstep)
	gha_steps gha-sh-retry-then-integration-deadlock-timeout-124 "$d" "make all check" \
		'for i in 1 2 3; do ./tools/prepare-fixtures.sh && break; echo "prepare-fixtures failed (attempt $i), retrying in 1s"; sleep 1; done' \
		"timeout 5 ./build/integration" "echo integration passed"
fi
# the fuzz-corpus replay runs under `ulimit -t 5`; a trailing backslash (corpus/005-trailing) makes unescape() loop
# forever; the kernel kills it at the CPU limit: bash's `Killed` line, 137
if want sh-ci-fuzz-replay-cpu-limit-killed-137; then
	d=$(fresh c-escparse)
	run sh-ci-fuzz-replay-cpu-limit-killed-137 "$d" ./ci/fuzz-regression.sh
fi

# ================================================================ successes that look like failures
# the cron project with next.c fixed: ctest -V --repeat until-pass:2; error_paths prints five
# `error:` lines it expects, lockfile prints `FAILED to take ...` and `***Failed`, then passes on
# its retry; three steps
if want gha-c-ctest-verbose-flaky-retried-success; then
	d=$(fresh c-cronexpr)
	fix "$d" 's/t = from + 1;/t = from;/' src/next.c
	gha_steps gha-c-ctest-verbose-flaky-retried-success "$d" \
		"cmake -S . -B build" "cmake --build build" \
		"ctest --test-dir build -V --repeat until-pass:2"
fi
# gtest smoke subset (Logger, Lexer, parameterized sizes): [minitmpl ERROR] lines, a skip, a
# disabled test; then a continue-on-error coverage step whose gcovr is missing (127, the job
# goes on); four steps
if want gha-cpp-gtest-smoke-continue-on-error-coverage-success; then
	d=$(fresh cpp-minitmpl)
	gha_steps gha-cpp-gtest-smoke-continue-on-error-coverage-success "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"./build/minitmpl_tests --gtest_filter='Logger.*:Lexer.*:Sizes/*'" \
		"coe:gcovr --root . --xml coverage.xml build" "echo smoke tests passed"
fi
# the ini project with ini_get fixed: valgrind memcheck of both tests passes (ERROR SUMMARY: 0),
# with `still reachable` records and the parse `error:` line test_parse expects; three steps
if want gha-c-valgrind-still-reachable-success; then
	d=$(fresh c-inicfg)
	fix "$d" 's/const char \*v = ini_find(ini, section, key)->value;/const struct ini_entry *e = ini_find(ini, section, key);\n\tconst char *v = e ? e->value : NULL;/' src/ini.c
	gha_steps gha-c-valgrind-still-reachable-success "$d" "make" "make check" "make memcheck"
fi
# the units project fixed (5.0 / 9, the table's new name): autoreconf, configure, make,
# make check: PASS 5, SKIP 1, XFAIL 1, `# FAIL:  0`, `# ERROR: 0`; CRLF
if want c-automake-check-xfail-skip-success-crlf; then
	d=$(fresh c-unitconv)
	fix "$d" 's|5 / 9|5.0 / 9|' src/units.c
	fix "$d" 's|units\.tsv|units.csv|' tests/t_data.sh
	run c-automake-check-xfail-skip-success-crlf "$d" bash -c \
		"autoreconf -fi && ./configure && make && make check"
	crlf c-automake-check-xfail-skip-success-crlf
fi

# the telemetry project with export.h fixed (the struct defined): the same recursive make -j2,
# 40 warnings and `Entering/Leaving directory` noise, then the app links and runs once; long
if want sh-ci-recursive-make-j2-warnings-success-long; then
	d=$(fresh c-telemetry)
	fix "$d" 's/^struct export_stats;$/struct export_stats { long lines; };/' include/export.h
	run sh-ci-recursive-make-j2-warnings-success-long "$d" bash -c \
		"set -x; $APT build-essential make; gcc --version | head -n1; make -j2; ./app/telemetryd"
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
