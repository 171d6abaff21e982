#!/bin/bash
# NINTH HOLDOUT, native family (C/C++ builds and tests, shell/CI failures): real tool output
# the known/ formats were NOT tuned on, labelled by hand in manifest.jsonl (score_known.py's
# format). Score them with
#   go build -o /tmp/wt-h9 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h9 known/testdata/holdout9/native/manifest.jsonl --verbose
#
# This round is about whole CI jobs: most logs are one job running two to four steps (install
# or configure, build, test, package) with the failure in one step and the earlier steps passing
# with their ordinary noise. Each log is the combined stdout and stderr (2>&1, as a CI runner
# captures it) of real tools run over a small project in src/<scenario>/, copied to a fixed work
# directory so the paths in the logs stay the same from run to run. The helpers (fresh, run,
# stamp, gha_step, gha_steps) are those of ../../holdout4/native/gen.sh and
# ../../holdout8/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang/clang++ 14.0.6, GNU ld 2.40,
# GNU Make 4.3, cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev),
# valgrind 3.19.0, GNU bash 5.2.15, dash 0.5.12 (/bin/sh), coreutils 9.1 (timeout), apt 2.6.1.
# clang-format, python (the unversioned name) and the Boost headers are deliberately NOT
# installed (three logs depend on that; the checks below stop if one appears). Three logs run
# `apt-get install` for packages that are already installed (as root: it only prints).
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job log
# (timestamps, ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a
# multi-step job stops at the failing step, later steps write nothing); *-crlf has CRLF line
# ends (sed); *-color runs the tool with its own colour switch forced on; two logs are gzipped
# (.log.gz). logs/exits.tsv records each command's exit status.
#
# Usage: bash gen.sh [ID...]   (no ID: every log; with IDs: only those, exits.tsv updated)
# After regenerating, run label.py (rewrites manifest.jsonl from hand-chosen patterns) and
# check.py.
set -u
# the Debian tools only (no pyenv python, nothing from /usr/local)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE RELEASE_TAG E2E_TIMEOUT CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout9-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

for t in clang-format python; do
	if command -v "$t" >/dev/null; then echo "gen.sh: $t is installed; a log needs it absent" >&2; exit 1; fi
done
if [ -d /usr/include/boost ]; then echo "gen.sh: Boost headers are installed; a log needs them absent" >&2; exit 1; fi
# the apt-get steps must only print: every package they name installed and marked manual (else
# apt would install it, or print "set to manually installed" and change its mark)
for p in cmake ninja-build libgtest-dev zlib1g-dev; do
	if ! apt-mark showmanual "$p" | grep -qx "$p"; then
		echo "gen.sh: $p must be installed and marked manual (apt-get steps only print)" >&2; exit 1
	fi
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
APT="apt-get install -y --no-install-recommends"

# ---------------------------------------------------------------- compile errors (gcc, clang)
# pimpl with `~Store() = default;` in the header: a tool's translation unit destroys a
# unique_ptr to the incomplete Impl: "invalid application of 'sizeof' to incomplete type" under
# a "required from here" chain into libstdc++; configure, build (fails), test (skipped)
if want gha-cpp-cmake-pimpl-unique-ptr-incomplete-type; then
	d=$(fresh cpp-docstore-pimpl)
	gha_steps gha-cpp-cmake-pimpl-unique-ptr-incomplete-type "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# a CI script (set -ex): clang --version, make with clang -fcolor-diagnostics: a struct field
# renamed (path -> target) in http.h, router.c still uses req->path: four "no member named"
# errors, "4 errors generated."; the make check step never runs
if want c-clang-make-renamed-field-no-member-color; then
	d=$(fresh c-httpmini-field-rename)
	run c-clang-make-renamed-field-no-member-color "$d" ./ci/build.sh
fi
# CMAKE_C_EXTENSIONS OFF (-std=c11): clock_gettime is implicitly declared (a warning) and
# CLOCK_MONOTONIC undeclared (the error); four steps: apt-get, configure, build, test (skipped)
if want gha-c-cmake-strict-c11-clock-monotonic-undeclared; then
	d=$(fresh c-ratelimit-std-c11)
	gha_steps gha-c-cmake-strict-c11-clock-monotonic-undeclared "$d" \
		"$APT cmake" "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi
# recursive make (Entering directory): a struct in lib/geom.h lost its closing semicolon; the
# first file that includes it fails under an "In file included from" chain (CRLF)
if want c-make-recursive-header-missing-semicolon-crlf; then
	d=$(fresh c-tilemap-header-semicolon)
	run c-make-recursive-header-missing-semicolon-crlf "$d" bash -c \
		"gcc --version | head -n1 && make && make check"
	crlf c-make-recursive-header-missing-semicolon-crlf
fi
# make -k -j2 over 75 C files (56 warnings), two compiles' output interleaved: a string
# assigned to a char array member, and '.' used on a pointer (gcc suggests '->'); gzipped
if want c-make-k-j2-array-assign-and-pointer-member-long; then
	d=$(fresh c-sensord-make-k-j2)
	run c-make-k-j2-array-assign-and-pointer-member-long "$d" make -k -j2
	gz c-make-k-j2-array-assign-and-pointer-member-long
fi
# cmake + ninja -j1 (colour forced: -fdiagnostics-color=always and CLICOLOR_FORCE=1) over 85 library
# C++ files with 42 warnings, then a gtest EXPECT_EQ on a struct without operator==: "no match
# for 'operator=='" inside gtest.h under a "required from here" chain; four steps
if want gha-cpp-ninja-gtest-expect-eq-no-operator-long-color; then
	d=$(fresh cpp-geofence-gtest-no-operator-eq)
	gha_steps gha-cpp-ninja-gtest-expect-eq-no-operator-long-color "$d" \
		"$APT cmake ninja-build libgtest-dev" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" \
		"CLICOLOR_FORCE=1 cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
fi
# cmake + ninja: storage links codec PRIVATE, a tool includes codec/record.hpp itself:
# "fatal error: codec/record.hpp: No such file or directory" under FAILED:; configure, build,
# test chained with &&
if want cpp-ninja-private-link-fatal-header-not-found; then
	d=$(fresh cpp-kvlog-private-include)
	run cpp-ninja-private-link-fatal-header-not-found "$d" bash -c \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build -j 1 && ctest --test-dir build"
fi

# ---------------------------------------------------------------- link errors (ld, collect2)
# a CI script (echo headers): libnet.a uses libutil.a but is linked after it (-lutil -lnet):
# undefined references to util_log and util_hexdump from libnet.a members, collect2
if want sh-ci-make-static-lib-order-undefined-reference; then
	d=$(fresh c-mqsh-static-lib-order)
	run sh-ci-make-static-lib-order-undefined-reference "$d" ./ci/build.sh
fi
# a static library built without -fPIC linked into a dlopen() plugin (MODULE): "relocation
# R_X86_64_PC32 against symbol ... recompile with -fPIC"; configure, build, test (skipped)
if want gha-c-cmake-static-into-module-recompile-fpic; then
	d=$(fresh c-imgfilter-plugin-fpic)
	gha_steps gha-c-cmake-static-into-module-recompile-fpic "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

# ---------------------------------------------------------------- cmake configure
# the apt step installs cmake, ninja and zlib but no Boost: find_package(Boost)
# fails in FindPackageHandleStandardArgs
if want gha-cmake-find-boost-not-found; then
	d=$(fresh cpp-tilecache-boost-missing)
	gha_steps gha-cmake-find-boost-not-found "$d" \
		"$APT cmake ninja-build zlib1g-dev" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release" "cmake --build build"
fi
# check_include_file_cxx() called without include(CheckIncludeFileCXX): Unknown CMake command
# (CRLF)
if want cmake-unknown-command-check-include-file-cxx-crlf; then
	d=$(fresh cpp-semver-unknown-cmake-command)
	run cmake-unknown-command-check-include-file-cxx-crlf "$d" bash -c \
		"cmake --version && cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build"
	crlf cmake-unknown-command-check-include-file-cxx-crlf
fi

# ---------------------------------------------------------------- tests (gtest, ctest)
# configure, build, the gtest binary with --gtest_brief=1 --gtest_color=yes: only the two
# failures and the summary are printed (half-to-even rounding; a negative allocation)
if want gha-cpp-gtest-brief-two-failures-color; then
	d=$(fresh cpp-money-gtest-brief)
	gha_steps gha-cpp-gtest-brief-two-failures-color "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build -j 1" \
		"./build/money_tests --gtest_brief=1 --gtest_color=yes"
fi
# make, make check runs a gtest binary directly: an LRU eviction bug leaves peek() returning
# nullptr, the test dereferences it: "make: *** [Makefile:20: check] Segmentation fault"
if want cpp-make-check-gtest-segfault; then
	d=$(fresh cpp-lru-gtest-segfault)
	run cpp-make-check-gtest-segfault "$d" bash -c "make && make check"
fi
# cmake, make, ctest over CLI tests with PASS_REGULAR_EXPRESSION / FAIL_REGULAR_EXPRESSION:
# "Required regular expression not found" (a version without its patch number) and "Error
# regular expression found in output" (a warning the tool prints for a multi-line field); CRLF
if want c-ctest-pass-and-fail-regex-crlf; then
	d=$(fresh c-csvq-ctest-regex)
	run c-ctest-pass-and-fail-regex-crlf "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
	crlf c-ctest-pass-and-fail-regex-crlf
fi

# ---------------------------------------------------------------- valgrind
# make, make check (11 checks pass), valgrind: a token pointer kept across a realloc (two
# invalid reads from one strcmp line) and strcpy with overlapping arguments
if want gha-c-valgrind-stale-realloc-pointer-strcpy-overlap; then
	d=$(fresh c-lexer-valgrind-realloc-overlap)
	gha_steps gha-c-valgrind-stale-realloc-pointer-strcpy-overlap "$d" "make" "make check" \
		"valgrind --leak-check=full --error-exitcode=1 ./tests/test_lexer"
fi

# ---------------------------------------------------------------- shell and CI
# make, make check pass, make format-check: make runs clang-format itself (no shell
# metacharacters), which is not installed: "make: clang-format: No such file or directory",
# Error 127
if want c-make-format-check-clang-format-missing; then
	d=$(fresh c-ini-format-check-not-found)
	run c-make-format-check-clang-format-missing "$d" bash -c "make && make check && make format-check"
fi
# a CI script (set -euo pipefail): configure passes, then `python tools/...`: Debian has only
# python3: "python: command not found" (127)
if want sh-ci-python-command-not-found; then
	d=$(fresh c-crcfast-python-not-found)
	run sh-ci-python-command-not-found "$d" ./ci/build.sh
fi
# make, make check, a publish script (set -euo pipefail): make install into a staging dir,
# then ${RELEASE_TAG#v} with RELEASE_TAG unset: "unbound variable"
if want gha-sh-publish-unbound-variable; then
	d=$(fresh c-wavinfo-publish-unbound)
	gha_steps gha-sh-publish-unbound-variable "$d" "make" "make check" "./ci/publish.sh"
fi
# a docs-site script under /bin/sh set -e: build, test, docs pass, then `mkdir public/v1.1.0`
# without -p right after rm -rf public: mkdir fails and set -e stops the script
if want sh-set-e-site-mkdir-no-parent; then
	d=$(fresh c-geohash-site-mkdir)
	run sh-set-e-site-mkdir-no-parent "$d" ./ci/site.sh
fi
# a CI script builds, runs the unit tests, then an end-to-end test under a watchdog that
# SIGKILLs it after 5 s: the broker never answers a PING without a token; bash reports the job
# "Killed" and the script exits 137
if want sh-ci-e2e-watchdog-sigkill-137; then
	d=$(fresh c-pubsub-e2e-watchdog-killed)
	run sh-ci-e2e-watchdog-sigkill-137 "$d" ./ci/e2e.sh
fi
# four steps: configure, build, ctest (3 pass), then `timeout 10` over a corpus replay: an
# element of length 0 makes the TLV walker loop forever; timeout stops it silently (124)
if want gha-c-corpus-replay-timeout-124; then
	d=$(fresh c-tlvparse-corpus-timeout)
	gha_steps gha-c-corpus-replay-timeout-124 "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo" "cmake --build build" \
		"ctest --test-dir build --output-on-failure" "timeout 10 ./build/replay_corpus tests/corpus"
fi

# ---------------------------------------------------------------- successes
# apt-get, configure (Ninja), build of 45 files (7 warnings), ctest over 88 gtest cases found by
# gtest_discover_tests: all pass (gzipped)
if want gha-cpp-ninja-ctest-gtest-discover-success-long; then
	d=$(fresh cpp-units-ctest-discover-success)
	gha_steps gha-cpp-ninja-ctest-gtest-discover-success-long "$d" \
		"$APT cmake ninja-build libgtest-dev" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
	gz gha-cpp-ninja-ctest-gtest-discover-success-long
fi
# clang++ via cmake + ninja, then the gtest binary with --gtest_color=yes: 9 pass, 2 DISABLED
# (CRLF)
if want cpp-clang-ninja-gtest-disabled-success-crlf; then
	d=$(fresh cpp-spsc-clang-gtest-success)
	run cpp-clang-ninja-gtest-disabled-success-crlf "$d" bash -c \
		"CC=clang CXX=clang++ cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j 1 && ./build/spsc_tests --gtest_color=yes"
	crlf cpp-clang-ninja-gtest-disabled-success-crlf
fi
# a CI script (sh, set -ex) with CMakePresets.json: configure, build (13 -Wconversion
# warnings), ctest --preset ci: 12 pass
if want sh-ci-cmake-presets-ctest-success; then
	d=$(fresh c-base58-presets-success)
	run sh-ci-cmake-presets-ctest-success "$d" ./ci/test.sh
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
