#!/bin/bash
# EIGHTH HOLDOUT, native family (C/C++ builds and tests, shell/CI failures): real tool output
# the known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's
# format). Score them with
#   go build -o /tmp/wt-h8 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h8 known/testdata/holdout8/native/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step, gha,
# gha_steps) are those of ../../holdout4/native/gen.sh and ../../holdout6/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang/clang++ 14.0.6, GNU ld 2.40,
# GNU Make 4.3, cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev),
# valgrind 3.19.0, GNU bash 5.2.15, dash 0.5.12 (/bin/sh), coreutils 9.1 (timeout, sha256sum),
# tar 1.34, gzip. re2c, cppcheck, clang-17 are deliberately NOT installed (three logs depend
# on that; the checks below stop if one appears).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# multi-step job stops at the failing step, later steps write nothing); *-crlf has CRLF line
# ends (sed); *-color runs the tool with its own colour flag forced on; two logs are gzipped
# (.log.gz). logs/exits.tsv records each command's exit status.
#
# Usage: bash gen.sh [ID...]   (no ID: every log; with IDs: only those, exits.tsv updated)
# After regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns) and
# check.py.
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout8-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

for t in re2c cppcheck clang-17 clang++-17; do
	if command -v "$t" >/dev/null; then echo "gen.sh: $t is installed; three logs need it absent" >&2; exit 1; fi
done

# want ID: true when ID is to be (re)generated.
want() { [ "$only" = "  " ] || [[ "$only" == *" $1 "* ]]; }
# note ID RC: records the exit status (replacing an older record of ID).
note() {
	local t
	t=$(mktemp)
	grep -v -P "^\Q$1\E\t" "$logs/exits.tsv" > "$t"
	printf '%s\t%s\n' "$1" "$2" >> "$t"
	mv "$t" "$logs/exits.tsv"
}
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
# run ID DIR CMD...: runs CMD in DIR, its stdout and stderr to logs/ID.log.
run() {
	local id=$1 dir=$2
	shift 2
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	note "$id" $?
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
	note "$id" "$rc"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }

# ---------------------------------------------------------------- compile errors (gcc, clang)
# a header without an include guard, included twice through another header: redefinition of
# the struct and conflicting types for its five inline functions; two steps
if want gha-c-make-redefinition-missing-include-guard; then
	d=$(fresh c-geom-include-guard)
	gha_steps gha-c-make-redefinition-missing-include-guard "$d" \
		"uname -sm && cc --version | head -n1" "make CC=gcc"
fi
# g++, make -k, colour forced: an Exporter::write override whose base signature gained a
# parameter (marked override but does not override, in two files, then abstract type and no
# matching function in main.cpp), and independently a const Account calling a non-const getter
if want cpp-make-k-override-mismatch-const-this-color; then
	d=$(fresh cpp-ledger-const-override)
	run cpp-make-k-override-mismatch-const-this-color "$d" make -k
fi
# cmake + ninja -j1 over 79 C++ files (44 warnings; colour forced: -fdiagnostics-color=always
# in CMakeLists.txt, and CLICOLOR_FORCE=1, else ninja strips the codes), then a std::unordered_map
# keyed by a struct without std::hash: static assertion under a "required from" chain; two steps
if want gha-cpp-ninja-unordered-map-no-hash-long-color; then
	d=$(fresh cpp-telemetry-unordered-map-no-hash)
	gha_steps gha-cpp-ninja-unordered-map-no-hash-long-color "$d" \
		"c++ --version | head -n1 && cmake --version | head -n1 && ninja --version" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release" \
		"CLICOLOR_FORCE=1 cmake --build build -j 1"
fi
# clang++ (-fcolor-diagnostics), make: a namespace renamed net -> netio, client.cpp still says
# net:: everywhere: 19 errors, then "too many errors emitted" and "20 errors generated."
if want cpp-clang-make-namespace-rename-too-many-errors-color; then
	d=$(fresh cpp-chat-namespace-rename-clang)
	run cpp-clang-make-namespace-rename-too-many-errors-color "$d" make
fi
# clang, cmake + ninja -k 0, CMAKE_COMPILE_WARNING_AS_ERROR: a switch missing a new enum value
# (-Wswitch) in one file, a sometimes-uninitialized variable in another (CRLF)
if want c-cmake-ninja-k0-clang-werror-two-files-crlf; then
	d=$(fresh c-rlog-clang-werror)
	run c-cmake-ninja-k0-clang-werror-two-files-crlf "$d" bash -c \
		"CC=clang cmake -S . -B build -G Ninja && cmake --build build -j 1 -- -k 0"
	crlf c-cmake-ninja-k0-clang-werror-two-files-crlf
fi
# make -k -j2 over three sub-makes (util, proto and app in parallel, output interleaved):
# a struct passed where a pointer is expected in proto/, a duplicate case value in app/, then
# app's "No rule to make target '../proto/libproto.a'" (gzipped)
if want c-make-k-j2-recursive-incompatible-arg-duplicate-case; then
	d=$(fresh c-mqttlite-recursive-j2)
	run c-make-k-j2-recursive-incompatible-arg-duplicate-case "$d" make -k -j2
	gz c-make-k-j2-recursive-incompatible-arg-duplicate-case
fi

# ---------------------------------------------------------------- link errors (ld, collect2)
# cmake (Unix Makefiles), C: the library uses sqrt/floor/pow..., nobody links libm: eight
# undefined references, collect2 (CRLF)
if want c-cmake-missing-libm-undefined-math-crlf; then
	d=$(fresh c-sensorstat-missing-libm)
	run c-cmake-missing-libm-undefined-math-crlf "$d" bash -c \
		"cmake -S . -B build && cmake --build build"
	crlf c-cmake-missing-libm-undefined-math-crlf
fi
# cmake + ninja: a C library's header without extern "C", called from C++: four undefined
# references with C++ signatures; two steps
if want gha-cpp-ninja-missing-extern-c-undefined-refs; then
	d=$(fresh cpp-packer-missing-extern-c)
	gha_steps gha-cpp-ninja-missing-extern-c-undefined-refs "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo" "cmake --build build -j 1"
fi

# ---------------------------------------------------------------- make itself
# recursive make: lib/ builds, tools/Makefile has a recipe line indented with spaces
if want c-make-recursive-missing-separator; then
	d=$(fresh c-kvtool-recursive-separator)
	run c-make-recursive-missing-separator "$d" make
fi
# src/strbuf.c was renamed to src/sbuf.c, the Makefile's object list still names strbuf.o
if want c-make-no-rule-renamed-source; then
	d=$(fresh c-logtail-renamed-source)
	run c-make-no-rule-renamed-source "$d" make check
fi

# ---------------------------------------------------------------- cmake configure
# the project asks for CMake 3.28, the runner has 3.25.1
if want cmake-minimum-required-too-new; then
	d=$(fresh cmake-imgthumb-min-version)
	run cmake-minimum-required-too-new "$d" bash -c \
		"cmake --version && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release"
fi
# a CI script (set -euo pipefail): the fmt submodule was never checked out (an empty
# third_party/fmt), add_subdirectory fails
if want sh-ci-cmake-add-subdirectory-empty-submodule; then
	d=$(fresh cpp-geoserve-empty-submodule)
	mkdir -p "$d/third_party/fmt"   # what an uninitialised submodule leaves
	run sh-ci-cmake-add-subdirectory-empty-submodule "$d" ./ci/build.sh
fi
# a matrix entry names clang-17, the runner has clang 14 only: both compilers not found
if want gha-cmake-matrix-compiler-not-found; then
	d=$(fresh cpp-bitpack-compiler-matrix)
	gha_steps gha-cmake-matrix-compiler-not-found "$d" "clang --version" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang-17 -DCMAKE_CXX_COMPILER=clang++-17"
fi

# ---------------------------------------------------------------- ninja, killed compiler
# a custom command runs re2c, not installed: /bin/sh's "re2c: not found" under ninja's FAILED:
if want gha-c-ninja-custom-command-re2c-not-found; then
	d=$(fresh c-calc-re2c-missing)
	gha_steps gha-c-ninja-custom-command-re2c-not-found "$d" \
		"cmake -S . -B build -G Ninja" "cmake --build build -j 1"
fi
# the OOM killer takes cc1plus on the heaviest file (simulated: ci/oom-sim/cc1plus runs the
# real cc1plus and SIGKILLs it after a second): "Killed signal terminated program cc1plus"
if want gha-cpp-cmake-cc1plus-killed-oom; then
	d=$(fresh cpp-routeplan-oom-killed)
	gha_steps gha-cpp-cmake-cc1plus-killed-oom "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build"
fi

# ---------------------------------------------------------------- tests (gtest, ctest)
# cmake + make, then the gtest binary with --gtest_shuffle (seed 18): 154 tests; a fixture
# whose SetUp cannot open its (renamed) data file fails six tests the same way, and a
# parametrized rounding row fails independently (gzipped)
if want cpp-gtest-shuffle-fixture-setup-and-rounding-long; then
	d=$(fresh cpp-invoice-gtest-fixture)
	run cpp-gtest-shuffle-fixture-setup-and-rounding-long "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ./build/invoice_tests --gtest_shuffle --gtest_random_seed=18"
	gz cpp-gtest-shuffle-fixture-setup-and-rounding-long
fi
# configure, build, ctest over four gtest binaries (--gtest_color=yes): a typed test failing
# for float only, an LRU test failing because get() does not refresh recency; three steps
if want gha-cpp-ctest-gtest-typed-float-and-lru-color; then
	d=$(fresh cpp-metrics-ctest-gtest-typed)
	gha_steps gha-cpp-ctest-gtest-typed-float-and-lru-color "$d" \
		"cmake -S . -B build -G Ninja" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
fi
# ctest fixtures: the setup test cannot open its schema file (renamed), three tests that
# require the fixture are "Not Run", the cleanup runs (CRLF)
if want c-ctest-fixture-setup-failed-not-run-crlf; then
	d=$(fresh c-minidb-ctest-fixture-setup)
	run c-ctest-fixture-setup-failed-not-run-crlf "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
	crlf c-ctest-fixture-setup-failed-not-run-crlf
fi
# ctest: integer division by zero on an empty window (***Exception: Numerical, no output of
# its own), and a test whose COMMAND names an executable that does not exist (***Not Run)
if want c-ctest-sigfpe-numerical-and-missing-executable; then
	d=$(fresh c-intstats-ctest-sigfpe-not-run)
	run c-ctest-sigfpe-numerical-and-missing-executable "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
fi
# gtest under timeout: close() does not wake a blocked consumer, the test hangs, timeout
# stops the binary (exit 124, no message of its own); three steps
if want gha-cpp-gtest-hang-timeout-124; then
	d=$(fresh cpp-workq-gtest-hang)
	gha_steps gha-cpp-gtest-hang-timeout-124 "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build -j 1" \
		"timeout 10s ./build/workq_tests"
fi

# ---------------------------------------------------------------- valgrind
# make, then make memcheck (valgrind --error-exitcode=1): delete on a new[] buffer, and a double
# delete from a class without a copy constructor copied into a vector
if want cpp-make-memcheck-mismatched-delete-double-free; then
	d=$(fresh cpp-gapbuf-valgrind-delete)
	run cpp-make-memcheck-mismatched-delete-double-free "$d" bash -c "make && make memcheck"
fi
# make check passes, make memcheck (--track-origins): a loop reading up to the capacity of a
# realloc'd array (conditional jump on uninitialised heap), and a struct's padding written to
# a file (syscall param write(buf))
if want c-make-memcheck-uninit-heap-and-padding; then
	d=$(fresh c-tsdb-valgrind-uninit)
	run c-make-memcheck-uninit-heap-and-padding "$d" make check memcheck
fi

# ---------------------------------------------------------------- shell and CI
# build and test pass, then a lint script (set -euo pipefail) calls cppcheck: not installed
if want gha-sh-lint-script-cppcheck-not-found; then
	d=$(fresh c-cfgparse-lint-cppcheck)
	gha_steps gha-sh-lint-script-cppcheck-not-found "$d" "make" "make test" "./ci/lint.sh"
fi
# a release script (set -euo pipefail) verifies vendored tarballs: one checksum line was not
# updated with its tarball; sha256sum -c fails and the script stops
if want sh-set-e-vendor-sha256-mismatch; then
	d=$(fresh sh-fwbundle-vendor-checksum)
	run sh-set-e-vendor-sha256-mismatch "$d" ./ci/bundle.sh
fi

# ---------------------------------------------------------------- successes
# recursive make -j2 (Entering directory), make check, make memcheck: three valgrind runs,
# no errors, no leaks
if want c-make-j2-recursive-memcheck-success; then
	d=$(fresh c-strkit-recursive-memcheck-success)
	run c-make-j2-recursive-memcheck-success "$d" bash -c "make -j2 && make check && make memcheck"
fi
# cmake, make, ctest -V over 34 conversion tests with their output (CRLF)
if want c-ctest-verbose-success-long-crlf; then
	d=$(fresh c-units-ctest-verbose-success)
	run c-ctest-verbose-success-long-crlf "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build -V"
	crlf c-ctest-verbose-success-long-crlf
fi
# configure with a CMake Deprecation Warning, a message(WARNING), a CMake Warning (dev) and
# an unused -D variable; build; ctest 6 passed; three steps
if want gha-cpp-cmake-warnings-ctest-success; then
	d=$(fresh cpp-slugify-cmake-warnings-success)
	gha_steps gha-cpp-cmake-warnings-ctest-success "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DSLUGIFY_WITH_ICU=ON" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
