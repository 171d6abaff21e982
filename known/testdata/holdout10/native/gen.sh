#!/bin/bash
# TENTH HOLDOUT, native family (C/C++ builds and tests, autotools, sanitizers, shell/CI): real
# tool output the known/ formats were NOT tuned on, labelled by hand in manifest.jsonl
# (score_known.py's format). Score them with
#   go build -o /tmp/wt-h10 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h10 known/testdata/holdout10/native/manifest.jsonl --verbose
#
# This round is about several independent failures in one log, and one failure with a long
# cascade. Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of real
# tools run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The helpers (fresh, run, stamp, gha_step,
# gha_steps) are those of ../../holdout9/native/gen.sh.
#
# Tools (this machine, Debian 12): gcc/g++ 12.2.0, clang/clang++ 14.0.6, GNU ld 2.40,
# GNU Make 4.3, cmake/ctest 3.25.1, ninja 1.11.1, GoogleTest 1.12.1 (libgtest-dev),
# valgrind 3.19.0, autoconf 2.71, automake 1.16.5, GNU bash 5.2.15, dash 0.5.12 (/bin/sh),
# coreutils 9.1 (timeout), GNU tar 1.34. libtool, shellcheck and the libsodium headers are
# deliberately NOT installed (three logs depend on that; the checks below stop if one appears).
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
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C.UTF-8
unset MAKEFLAGS MFLAGS MAKELEVEL CFLAGS CXXFLAGS LDFLAGS CC CXX GTEST_COLOR GTEST_BRIEF \
	CLICOLOR_FORCE CMAKE_GENERATOR CMAKE_BUILD_PARALLEL_LEVEL CTEST_OUTPUT_ON_FAILURE \
	ASAN_OPTIONS UBSAN_OPTIONS CTEST_PARALLEL_LEVEL
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout10-native
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

for t in libtoolize shellcheck; do
	if command -v "$t" >/dev/null; then echo "gen.sh: $t is installed; a log needs it absent" >&2; exit 1; fi
done
if [ -e /usr/include/sodium.h ]; then echo "gen.sh: libsodium headers are installed; a log needs them absent" >&2; exit 1; fi
for p in autoconf automake cmake ninja-build; do
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
	  printf "2024-06-11T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# the project still says CMAKE_CXX_STANDARD 14 and a header now uses std::optional and
# std::string_view: every use in the header and in options.cpp fails (one cause, a long
# cascade under "In file included from"); g++ colour forced; configure, build, ctest (skipped)
if want gha-cpp-cmake-cxx14-optional-cascade-color; then
	d=$(fresh cpp-feedcfg-cxx14-optional)
	gha_steps gha-cpp-cmake-cxx14-optional-cascade-color "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-fdiagnostics-color=always" \
		"cmake --build build" "ctest --test-dir build --output-on-failure"
fi
# make -k: config.h renamed BUF_MAX to LOG_BUF_MAX, reader.c and writer.c not updated (three
# `undeclared` errors in two files, one cause) and, independently, two structs compared with
# `==` in filter.c (`invalid operands to binary ==`); CRLF
if want c-make-k-renamed-macro-and-struct-compare-crlf; then
	d=$(fresh c-pktlog-macro-rename-struct-eq)
	run c-make-k-renamed-macro-and-struct-compare-crlf "$d" bash -c "cc --version | head -n1 && make -k && make check"
	crlf c-make-k-renamed-macro-and-struct-compare-crlf
fi
# clang++ with -fcolor-diagnostics, make -k: Sink gained a pure virtual flush() that CsvSink
# does not implement (make_unique<CsvSink> in registry.cpp, a CsvSink variable in a tool: one
# cause), and independently a lambda in aggregate.cpp uses `limit` without capturing it
if want cpp-clang-make-k-abstract-class-and-lambda-capture-color; then
	d=$(fresh cpp-metricsink-abstract-lambda)
	run cpp-clang-make-k-abstract-class-and-lambda-capture-color "$d" \
		make -k EXTRA_CXXFLAGS=-fcolor-diagnostics
fi
# cmake + ninja -k 0 (keep going) over 68 C++ files (about 20 warnings), then three independent
# errors in three files: std::sort over a std::list (`no match for ‘operator-’` deep in
# stl_algo.h under a `required from here` chain), push_back of a std::string into a
# vector<Stop> (`no matching function`, candidate notes), a field that is called `minutes`
# read as `duration`; three steps (apt-get, configure, build); gzipped
if want gha-cpp-ninja-k0-sort-list-push-back-member-long; then
	d=$(fresh cpp-routeplan-ninja-k0)
	gha_steps gha-cpp-ninja-k0-sort-list-push-back-member-long "$d" \
		"$APT cmake ninja-build" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo" \
		"cmake --build build -j 1 -- -k 0"
	gz gha-cpp-ninja-k0-sort-list-push-back-member-long
fi

# vec.h renamed the type vec3_t to vec3 (1.3) and raymath.h, still written against vec3_t, was
# not updated: clang reports `unknown type name 'vec3_t'` for every use until its error limit
# (`fatal error: too many errors emitted, stopping now [-ferror-limit=]`); cmake (Ninja,
# clang), build, two steps
if want gha-c-clang-ninja-renamed-typedef-error-limit; then
	d=$(fresh c-raymath-clang-typedef-rename)
	gha_steps gha-c-clang-ninja-renamed-typedef-error-limit "$d" \
		"CC=clang cmake -S . -B build -G Ninja" "cmake --build build -j 1"
fi

# ---------------------------------------------------------------- link errors (ld, collect2)
# a CI script (set -ex): two independent undefined references at the link: clamp255 is a C99
# `inline` function in a header with no external definition anywhere (-O0: never inlined,
# referenced from color.o and palette.o), and parse_hex is `static` in hex.c (its header
# declaration not included there), so main.o's two calls find nothing
if want sh-ci-c99-inline-and-static-undefined-reference; then
	d=$(fresh c-colorq-inline-static-link)
	run sh-ci-c99-inline-and-static-undefined-reference "$d" ./ci/build.sh
fi
# C++14: `static const std::size_t kMaxBatch = 64;` without an out-of-class definition, passed
# to std::min (by reference, so ODR-used): undefined references from libbatcher.a; configure,
# build (fails), ctest (skipped)
if want gha-cpp-cmake-static-const-member-odr-undefined; then
	d=$(fresh cpp-batcher-static-const-odr)
	gha_steps gha-cpp-cmake-static-const-member-odr-undefined "$d" \
		"cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug" "cmake --build build" \
		"ctest --test-dir build --output-on-failure"
fi

# ---------------------------------------------------------------- cmake configure
# two independent CMake errors in one configure: target_include_directories() called before the
# add_library() it refers to, and set_target_properties() on a test target that was never
# added; cmake keeps configuring after each and ends with `Configuring incomplete`
if want gha-cmake-include-dirs-before-target-and-unknown-target; then
	d=$(fresh c-sqlmini-cmake-two-errors)
	gha_steps gha-cmake-include-dirs-before-target-and-unknown-target "$d" \
		"cmake --version" "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release" "cmake --build build"
fi
# the CI runs `cmake .` in the source tree; the project's own guard stops it with
# message(FATAL_ERROR) (CRLF)
if want cmake-in-source-build-fatal-error-crlf; then
	d=$(fresh c-ringlog-in-source-guard)
	run cmake-in-source-build-fatal-error-crlf "$d" bash -c "cmake . && make"
	crlf cmake-in-source-build-fatal-error-crlf
fi

# ---------------------------------------------------------------- ninja, make
# a hand-maintained build.ninja: src/router.c was renamed to src/routes.c and build.ninja not
# updated: "missing and no known rule to make it"
if want ninja-handwritten-renamed-source-no-rule; then
	d=$(fresh c-tinyhttp-ninja-renamed-source)
	run ninja-handwritten-renamed-source-no-rule "$d" bash -c "ninja --version && ninja -j 1"
fi
# a firmware Makefile stops with its own $(error ...): the CI job passes BORAD= (typo), so
# BOARD is empty
if want make-error-directive-board-not-set; then
	d=$(fresh c-fwimage-make-error-directive)
	run make-error-directive-board-not-set "$d" bash -c "make --version | head -n1 && make BORAD=pico"
fi

# ---------------------------------------------------------------- tests (ctest, gtest)
# cmake, build, ctest over 8 test programs: test_duration prints two FAIL lines (minutes not
# zero-padded) and exits 1; test_thousands hits __builtin_trap() (`***Exception: Illegal`,
# nothing printed); the rest pass
if want c-ctest-illegal-instruction-and-check-failures; then
	d=$(fresh c-qfmt-ctest-trap-and-failures)
	run c-ctest-illegal-instruction-and-check-failures "$d" bash -c \
		"cmake -S . -B build && cmake --build build && ctest --test-dir build --output-on-failure"
fi
# make check runs a gtest binary directly: 162 tests (156 from two parameterized ranges), three
# independent failures: EXPECT_NEAR on a distance with too tight an expectation, a polygon
# area helper (closing edge left out) failing under SCOPED_TRACE for two sides (one cause), and
# EXPECT_THROW on "13.4east", which std::stod accepts (throws nothing); long
if want cpp-make-check-gtest-near-trace-three-failures-long; then
	d=$(fresh cpp-geomath-gtest-three-failures)
	run cpp-make-check-gtest-near-trace-three-failures-long "$d" make check
fi

# ---------------------------------------------------------------- sanitizers, valgrind
# gcc -fsanitize=address,undefined, `make -k check-each` over three test programs, ASan and
# UBSan colour forced: test_slug copies an 18-character title into char[12]
# (stack-buffer-overflow, reported at strcpy), test_table indexes an 8-entry table with a
# non-ASCII byte (UBSan `index 12 out of bounds`, halt_on_error), test_utf8 passes
if want c-make-k-asan-stack-overflow-ubsan-bounds-color; then
	d=$(fresh c-slugify-asan-ubsan)
	run c-make-k-asan-stack-overflow-ubsan-bounds-color "$d" env \
		ASAN_OPTIONS=color=always UBSAN_OPTIONS=color=always:print_stacktrace=1:halt_on_error=1 \
		make -k check-each
fi
# make, make check (3 checks pass), then valgrind (make memcheck): histo_new(.., -1, ..) passes
# a negative count times sizeof to malloc (`Argument 'size' of function malloc has a fishy
# value`), histo_free never frees the strdup'd label (two `definitely lost` records from one
# line), and the test never frees the cumulative array (a third record); -q: no summary;
# three steps
if want gha-c-valgrind-fishy-malloc-and-definitely-lost; then
	d=$(fresh c-histo-valgrind-fishy-leak)
	gha_steps gha-c-valgrind-fishy-malloc-and-definitely-lost "$d" "make" "make check" "make memcheck"
fi

# ---------------------------------------------------------------- autotools
# a CI script (/bin/sh, set -ex): configure.ac uses LT_INIT, and libtool is not installed:
# automake stops: `Libtool library used but 'LIBTOOL' is undefined`, then autoreconf's own error
if want sh-ci-autoreconf-lt-init-libtool-missing; then
	d=$(fresh c-kvconf-autoreconf-no-libtool)
	run sh-ci-autoreconf-lt-init-libtool-missing "$d" ./ci/build.sh
fi
# apt-get (autoconf automake, already installed), autoreconf -fi, ./configure: the new
# signed-config feature needs libsodium, absent here: `configure: error:`; make skipped
if want gha-c-autotools-configure-error-libsodium; then
	d=$(fresh c-kvconf-configure-libsodium)
	gha_steps gha-c-autotools-configure-error-libsodium "$d" \
		"$APT autoconf automake" "autoreconf -fi" "./configure" "make"
fi
# autoreconf, configure, make, make check VERBOSE=1 (automake's parallel harness): 5 tests,
# FAIL t_split (a value with '=' in it cut short) and FAIL t_bool ("on", "Yes" not accepted),
# SKIP t_comments (77); VERBOSE=1 prints test-suite.log, which repeats both failures; gzipped
if want c-automake-make-check-verbose-two-fail; then
	d=$(fresh c-kvconf-automake-check-two-fail)
	run c-automake-make-check-verbose-two-fail "$d" bash -c \
		"autoreconf -fi && ./configure && make && make check VERBOSE=1"
	gz c-automake-make-check-verbose-two-fail
fi

# ---------------------------------------------------------------- shell and CI
# make, make check, then the lint step runs shellcheck, which the image lacks:
# `./ci/lint.sh: line 4: shellcheck: command not found` (127); three steps
if want gha-sh-lint-shellcheck-command-not-found; then
	d=$(fresh c-wcount-ci-scripts)
	gha_steps gha-sh-lint-shellcheck-command-not-found "$d" "make" "make check" "./ci/lint.sh"
fi
# three steps: make, make check, then `timeout -s KILL 3 ./build/soak`: the soak test never
# drains its backlog, timeout SIGKILLs it and exits 137 (nothing printed but the progress lines)
if want gha-sh-timeout-kill-soak-137; then
	d=$(fresh c-wcount-ci-scripts)
	gha_steps gha-sh-timeout-kill-soak-137 "$d" "make" "make check" "timeout -s KILL 3 ./build/soak"
fi
# a packaging script (set -e): make dist, then tar of three paths, two of which (the man page,
# the README) make dist never copies: two `Cannot stat`, tar's `Exiting with failure status`,
# the script stops before sha256sum (CRLF)
if want sh-set-e-package-tar-cannot-stat-crlf; then
	d=$(fresh c-wcount-ci-scripts)
	run sh-set-e-package-tar-cannot-stat-crlf "$d" ./ci/package.sh
	crlf sh-set-e-package-tar-cannot-stat-crlf
fi
# cmake with -fsanitize=address, ninja, ctest over two gtest binaries: tile_test's
# Crop.ClippedAtRightEdge reads past the image (crop() never clips: heap-buffer-overflow,
# ASan aborts the binary mid-test), palette_test's Luminance.PureGreen expects 150 (the
# integer formula gives 149); three steps
if want gha-cpp-ctest-asan-heap-overflow-and-gtest-failure; then
	d=$(fresh cpp-imgtile-ctest-asan-gtest)
	gha_steps gha-cpp-ctest-asan-heap-overflow-and-gtest-failure "$d" \
		"cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure"
fi
# make -k -j3 --output-sync=target (each target's output printed whole when it finishes) over a
# static library and four tools: logjoin.c misses a `;` (`expected ‘;’ before ‘printf’`), and,
# independently, csv.c defines csv_next_feild (a typo) so logcut and logstat fail to link
# with `undefined reference to `csv_next_field'` (one cause); the order of targets can vary
if want c-make-k-j3-output-sync-semicolon-and-typo-link; then
	d=$(fresh c-logtools-make-j3-output-sync)
	run c-make-k-j3-output-sync-semicolon-and-typo-link "$d" make -k -j3 --output-sync=target
fi
# clang -fcolor-diagnostics, `make -k all check`: the benchmark tool passes a third argument
# to jobq_push (`too many arguments to function call`), and the unit test, which does not
# need the tool, runs and fails an assert() (equal priorities not first-in first-out):
# `Assertion ... failed.`, make's `Aborted` line
if want c-clang-make-k-all-check-too-many-args-and-assert-color; then
	d=$(fresh c-jobq-clang-make-k-all-check)
	run c-clang-make-k-all-check-too-many-args-and-assert-color "$d" \
		make -k all check EXTRA_CFLAGS=-fcolor-diagnostics
fi

# ---------------------------------------------------------------- successes
# autoreconf, configure, make, make distcheck: a whole dist tarball built and checked in a
# second tree (configure runs twice; the check in the dist tree: PASS 4, SKIP 1); long
if want c-automake-distcheck-success-long; then
	d=$(fresh c-kvconf-automake-distcheck-success)
	run c-automake-distcheck-success-long "$d" bash -c \
		"autoreconf -fi && ./configure && make && make distcheck"
fi
# clang + cmake (Ninja) with ASan and UBSan, two -Wunused-variable warnings (`error_code`,
# `error_seen`), ctest: 4 tests pass, one printing `error_count=2`; three steps
if want gha-c-clang-asan-ubsan-ctest-success; then
	d=$(fresh c-sigma-clang-asan-ubsan-success)
	gha_steps gha-c-clang-asan-ubsan-ctest-success "$d" \
		"CC=clang cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug" "cmake --build build -j 1" \
		"ctest --test-dir build --output-on-failure -V"
fi
# make, then the gtest binary with --gtest_repeat=2 --gtest_shuffle --gtest_random_seed=7:
# 7 tests pass in each of two shuffled iterations (CRLF)
if want cpp-gtest-repeat-shuffle-success-crlf; then
	d=$(fresh cpp-lru-gtest-repeat-shuffle-success)
	run cpp-gtest-repeat-shuffle-success-crlf "$d" bash -c \
		"make && ./lru_tests --gtest_repeat=2 --gtest_shuffle --gtest_random_seed=7"
	crlf cpp-gtest-repeat-shuffle-success-crlf
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
