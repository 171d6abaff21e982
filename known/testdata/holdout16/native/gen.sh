#!/bin/bash
# SIXTEENTH HOLDOUT, native family (C/C++ builds and tests, make, cmake, ninja, ctest, gtest,
# valgrind, shell/CI): real tool output the known/ formats were NOT tuned on, labelled by hand in
# manifest.jsonl (score_known.py's format).
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real tools
# run over one of two small projects in src/ (inventory: C + Makefile + CI scripts; tasks:
# C++17 + CMake + GoogleTest), copied to /tmp/wisptriage-holdout16-native so paths stay the
# same from run to run. src/ holds the WORKING trees; each failing log's mistake is made by
# `brk` (a sed on the copy, never on a log), the everyday edit a developer gets wrong.
# Helpers (fresh, run, stamp, gha_step, gha_steps, crlf, gz) follow ../../holdout11/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang 14.0.6, GNU ld 2.40, GNU Make 4.3,
# cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1, valgrind 3.19.0, bash 5.2.15,
# coreutils 9.1 (timeout), tar 1.34, apt 2.6.1.
#
# Usage: bash gen.sh [ID...]   then: python3 label.py && python3 check.py
set -u
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	CTEST_PARALLEL_LEVEL GCC_COLORS
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout16-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
if command -v cppcheck >/dev/null; then echo "gen.sh: cppcheck is installed; a log needs it absent" >&2; exit 1; fi
for p in build-essential make cmake libgtest-dev ninja-build; do
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
# fresh PROJECT [NAME]: a clean copy at $work/NAME (default PROJECT)
fresh() { local n=${2:-$1}; rm -rf "${work:?}/$n" && cp -r "$here/src/$1" "$work/$n" && echo "$work/$n"; }
# brk DIR FILE SED: the developer's mistake, made on the copy
brk() { sed -i "$3" "$1/$2"; }
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

# ================================================================ compile errors (gcc, clang)
# gcc colour forced, `make -k -j3 -C inventory` from the parent directory (Entering directory,
# interleaved jobs): report.c writes it->quantity (the field is qty) and parse.c assigns a
# char* to the char[32] name: `assignment to expression with array type`
if want c-make-k-j3-no-member-and-array-assign-color; then
	d=$(fresh inventory)
	brk "$d" src/report.c 's/it->qty < low_stock/it->quantity < low_stock/'
	brk "$d" src/parse.c 's/strcpy(out->name, name);/out->name = name;/'
	run c-make-k-j3-no-member-and-array-assign-color "$work" \
		make -k -j3 -C inventory EXTRA_CFLAGS=-fdiagnostics-color=always
fi

# clang through make: util.h loses its include guard in a cleanup, item.c includes it directly
# and through inv.h: `redefinition of 'clamp_int'` under `In file included from`. CRLF
if want c-clang-make-util-header-no-guard-redefinition-crlf; then
	d=$(fresh inventory)
	brk "$d" include/util.h '/UTIL_H/d; /^#endif/d'
	brk "$d" src/item.c 's/^#include "inv.h"/#include "util.h"\n#include "inv.h"/'
	run c-clang-make-util-header-no-guard-redefinition-crlf "$d" make CC=clang
	crlf c-clang-make-util-header-no-guard-redefinition-crlf
fi

# ================================================================ linker
# CI script (set -ex): item.c's inv_free renamed inventory_free, header and callers not:
# `undefined reference to `inv_free'`, collect2, make stops
if want sh-ci-set-ex-renamed-definition-undefined-reference; then
	d=$(fresh inventory)
	brk "$d" src/item.c 's/^void inv_free(/void inventory_free(/'
	run sh-ci-set-ex-renamed-definition-undefined-reference "$d" ./ci/build.sh
fi

# ================================================================ valgrind
# CI script (set -x): store_save no longer memsets each record: valgrind's `Syscall param
# write(buf) points to uninitialised byte(s)` (the name's tail and the struct padding)
if want sh-ci-valgrind-write-uninitialised-record-padding; then
	d=$(fresh inventory)
	brk "$d" src/store.c '/memset(&rec, 0, sizeof rec);/d'
	run sh-ci-valgrind-write-uninitialised-record-padding "$d" ./ci/memcheck.sh
fi

# ================================================================ shell and CI
# set -e release script: build and tests pass, then tar cannot find docs/inventory.1 (never
# written; docs/ only has format.md): `tar: docs/inventory.1: Cannot stat`, exit 2
if want sh-set-e-package-tar-cannot-stat-man-page; then
	d=$(fresh inventory)
	run sh-set-e-package-tar-cannot-stat-man-page "$d" ./ci/package.sh
fi

# CI script (set -eu, ulimit -f 1024): export_csv's loop lost its i++ in a refactor and writes
# the first row forever; the kernel sends SIGXFSZ at 1 MiB
if want sh-ci-ulimit-f-export-loop-file-size-limit; then
	d=$(fresh inventory)
	brk "$d" src/main.c '/^\t\ti++;$/d'
	run sh-ci-ulimit-f-export-loop-file-size-limit "$d" ./ci/export-smoke.sh
fi

# CI script: the lock's backoff now starts at 0 ms ("retry at once"), so it never grows and
# never reaches the give-up branch; a stale lock from the restored state: `timeout -v 5`
# prints `timeout: sending signal TERM to command ...`, 124
if want sh-ci-timeout-verbose-lock-backoff-zero-124; then
	d=$(fresh inventory)
	brk "$d" src/main.c 's/unsigned delay_ms = 50;/unsigned delay_ms = 0;/'
	run sh-ci-timeout-verbose-lock-backoff-zero-124 "$d" ./ci/nightly.sh
fi

# GitHub Actions, 3 steps: make, make check, then a static-analysis step whose tool the runner
# image lacks: `bash: line 1: cppcheck: command not found` (127)
if want gha-c-make-check-cppcheck-command-not-found-127; then
	d=$(fresh inventory)
	gha_steps gha-c-make-check-cppcheck-command-not-found-127 "$d" "make" "make check" \
		"cppcheck --enable=warning --error-exitcode=1 --inline-suppr src include"
fi

# ================================================================ C++ / CMake / ninja / ctest
# GitHub Actions, 3 steps (configure, build with Unix Makefiles; ctest skipped): std::sort on a
# std::list: `no match for ‘operator-’` in stl_algo.h under a `required from here` chain
if want gha-cpp-cmake-make-std-sort-on-list; then
	d=$(fresh tasks)
	brk "$d" src/queue.cpp 's/tasks_.sort(by_priority);/std::sort(tasks_.begin(), tasks_.end(), by_priority);/'
	gha_steps gha-cpp-cmake-make-std-sort-on-list "$d" "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" \
		"cmake --build build" "ctest --test-dir build --output-on-failure"
fi

# GitHub Actions, 3 steps (apt-get, configure; build skipped): target_link_libraries names
# task_cli, the target is tasks_cli: `Cannot specify link libraries for target "task_cli"`
if want gha-cmake-target-link-libraries-name-typo; then
	d=$(fresh tasks)
	brk "$d" CMakeLists.txt 's/^target_link_libraries(tasks_cli /target_link_libraries(task_cli /'
	gha_steps gha-cmake-target-link-libraries-name-typo "$d" "$APT cmake libgtest-dev" \
		"cmake -S . -B build" "cmake --build build"
fi

# cmake -G Ninja: queue.h uses std::optional, its #include <optional> dropped in a tidy-up;
# ninja stops at the first FAILED. CRLF
if want cpp-cmake-ninja-optional-include-dropped-crlf; then
	d=$(fresh tasks)
	brk "$d" include/tasks/queue.h '/#include <optional>/d'
	run cpp-cmake-ninja-optional-include-dropped-crlf "$d" \
		bash -c 'cmake -S . -B build -G Ninja && cmake --build build -j1'
	crlf cpp-cmake-ninja-optional-include-dropped-crlf
fi

# GitHub Actions, 4 steps (apt-get, configure, build, ctest --output-on-failure): 'h' counted
# as 60 s: the four hour rows of a 123-row parameterized gtest table fail at the end (one
# cause); ctest prints the whole gtest output. Gzipped, long
if want gha-cpp-ctest-gtest-hours-as-minutes-table-long; then
	d=$(fresh tasks)
	brk "$d" src/duration.cpp "s/case 'h': total += cur \* 3600;/case 'h': total += cur * 60;/"
	gha_steps gha-cpp-ctest-gtest-hours-as-minutes-table-long "$d" "$APT cmake ninja-build libgtest-dev" \
		"cmake -S . -B build -G Ninja" "cmake --build build" "ctest --test-dir build --output-on-failure"
	gz gha-cpp-ctest-gtest-hours-as-minutes-table-long
fi

# ================================================================ successes
# clang colour forced, make and make check: the inventory project as it is
if want c-clang-make-check-success-color; then
	d=$(fresh inventory)
	run c-clang-make-check-success-color "$d" \
		bash -c 'make CC=clang EXTRA_CFLAGS=-fcolor-diagnostics && make check && ./build/inventory --low 10 stock.csv'
fi

# GitHub Actions, 3 steps: the tasks project as it is, cmake -G Ninja, ctest
if want gha-cpp-cmake-ninja-ctest-success; then
	d=$(fresh tasks)
	gha_steps gha-cpp-cmake-ninja-ctest-success "$d" "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" \
		"cmake --build build" "ctest --test-dir build --output-on-failure"
fi
