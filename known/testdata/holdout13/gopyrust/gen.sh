#!/bin/bash
# THIRTEENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python
# tools the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). A small,
# fast round about the forms earlier holdouts used least: other flags and reporters (go test
# -json, go test -timeout 0, cargo check --message-format short, cargo test -q, pytest --tb=native
# / --tb=line / --tb=short, flake8 --format=pylint, mypy show_error_context, unittest -q -b),
# failures at teardown and collection time, and runtime crashes (Go integer divide by zero,
# Go's all-goroutines-asleep deadlock, a Rust stack overflow abort, a Python segfault under
# faulthandler) next to ordinary assertion failures; two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout13-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz) are those of
# ../../holdout12/gopyrust/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; no modules), cargo/rustc 1.95.0 (--offline, no
# crates, RUST_BACKTRACE unset), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1,
# mypy 1.0.1, flake8 5.0.4. ruff cannot be had here.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a job stops at
# its first failing step, later steps write nothing); *-crlf has CRLF line ends (sed); *-color
# forces the tool's colour with its own flag; one log is gzipped (.log.gz).
# logs/exits.tsv records each exit status (for a gha-* job: that of the step that ended it).
#
# Usage: bash gen.sh [ID...]   (no ID: every log; with IDs: only those, exits.tsv updated)
# Then: python3 label.py && python3 check.py
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout13-gopyrust
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH RUST_BACKTRACE CARGO_TERM_COLOR NO_COLOR FORCE_COLOR PY_COLORS MYPY_FORCE_COLOR
unset VIRTUAL_ENV GOMODCACHE
export PATH=/usr/local/go/bin:/root/.cargo/bin:/usr/sbin:/usr/bin:/sbin:/bin
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOCACHE=/root/.cache/go-build-helper-gopyrust GOSUMDB=off
export PYTHONDONTWRITEBYTECODE=1

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
	  printf "2025-07-14T16:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
	local id=$1 dir=$2 out rc=0 src all cmd
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

# ================================================================ Go
# go test -v over two packages: store's test helper registers a t.Cleanup that checks the lock
# file is gone after Close (Close never removes it): TestPutGet fails at teardown (t.Fatalf
# inside the Cleanup); index's Top sorts by count only, so ties come out in the wrong order
if want go-test-v-cleanup-teardown-fatal-and-tie-order; then
	d=$(fresh go-tempstore)
	run go-test-v-cleanup-teardown-fatal-and-tie-order "$d" go test -v -p 1 ./...
fi
# two steps (go vet, go test -json): Summarise divides by len() of an empty slice (`panic:
# runtime error: integer divide by zero [recovered, repanicked]` in TestSummariseEmpty, which
# ends the stats test binary); bucket's refill drops the elapsed remainder (a t.Errorf)
if want gha-go-test-json-divide-by-zero-and-refill-errorf; then
	d=$(fresh go-meter)
	gha_steps gha-go-test-json-divide-by-zero-and-refill-errorf "$d" "go vet ./..." "go test -json -p 1 ./..."
fi
# go build, go vet: waitgroup (wg.Add inside the goroutine), defers (time.Since evaluated at
# the defer), sigchanyzer (unbuffered os.Signal channel); CRLF
if want go-vet-waitgroup-defers-sigchanyzer-crlf; then
	d=$(fresh go-svcd)
	run go-vet-waitgroup-defers-sigchanyzer-crlf "$d" bash -c "go build ./... && go vet ./..."
	crlf go-vet-waitgroup-defers-sigchanyzer-crlf
fi
# go test -timeout 0 (the CI's setting for a slow package): Run feeds every line before reading
# results, so with stages the first send blocks; with no test alarm running, the runtime sees
# `fatal error: all goroutines are asleep - deadlock!` and dumps the goroutines
if want go-test-timeout0-all-goroutines-asleep-deadlock; then
	d=$(fresh go-pipeline)
	run go-test-timeout0-all-goroutines-asleep-deadlock "$d" bash -c "go version && go test -timeout 0 ./..."
fi
# success: three steps (go vet, go test -json -cover, go tool cover): a skip whose reason says
# `error:`, a t.Log line saying `error: ... (expected)`, subtests
if want gha-go-vet-test-json-cover-skip-success; then
	d=$(fresh go-humanize)
	gha_steps gha-go-vet-test-json-cover-skip-success "$d" "go vet ./..." \
		"go test -json -p 1 -coverprofile=cover.out ./..." "go tool cover -func=cover.out"
fi

# ================================================================ Rust
# cargo check --message-format short --color always: HashMap<f64, u64> (`entry` exists but its
# trait bounds were not satisfied, E0599: f64 is neither Eq nor Hash) and, unrelated, a Vec
# iterated by value then borrowed (E0382)
if want rust-cargo-check-message-format-short-e0599-e0382-color; then
	d=$(fresh rust-histo)
	run rust-cargo-check-message-format-short-e0599-e0382-color "$d" \
		cargo check --offline --message-format short --color always
fi
# two steps (cargo build, cargo test): Display for Neg formats `self` again: infinite
# recursion, `has overflowed its stack`, `fatal runtime error: stack overflow`, SIGABRT; the
# lib test binary dies, the integration test never runs
if want gha-rust-cargo-test-display-recursion-stack-overflow-sigabrt; then
	d=$(fresh rust-exprtree)
	gha_steps gha-rust-cargo-test-display-recursion-stack-overflow-sigabrt "$d" \
		"cargo build --offline" "cargo test --offline"
fi
# cargo test -q --no-fail-fast (one test thread, so the order is stable): checksum adds u8s
# (`attempt to add with overflow` in debug), and the integration test's maximal frame does not
# fit a ring of 8 (`expect` on Err(Full)); CRLF
if want rust-cargo-test-q-no-fail-fast-add-overflow-and-expect-crlf; then
	d=$(fresh rust-ringbuf)
	run rust-cargo-test-q-no-fail-fast-add-overflow-and-expect-crlf "$d" \
		cargo test --offline -q --no-fail-fast -- --test-threads 1
	crlf rust-cargo-test-q-no-fail-fast-add-overflow-and-expect-crlf
fi

# ================================================================ Python
# pytest --tb=native --color=yes: the journal fixture's teardown asserts j.fh.closed after
# close() set fh to None (`AttributeError` at teardown of both journal tests: one cause), and
# parse() splits a quoted value on its space (`ValueError: dictionary update sequence`)
if want py-pytest-tb-native-teardown-errors-and-valueerror-color; then
	d=$(fresh py-sessionlog)
	run py-pytest-tb-native-teardown-errors-and-valueerror-color "$d" \
		python3 -m pytest -p no:cacheprovider --tb=native --color=yes
fi
# pytest -v --tb=line over 251 ISBN tests: clean() strips only the ends, so `0 306 40615 2`
# fails, and hyphenate13 cuts the wrong groups; two one-line tracebacks; gzipped
if want py-pytest-v-tb-line-two-failures-long-gz; then
	d=$(fresh py-isbn)
	run py-pytest-v-tb-line-two-failures-long-gz "$d" python3 -m pytest -p no:cacheprovider -v --tb=line
	gz py-pytest-v-tb-line-two-failures-long-gz
fi
# two steps (compileall of the package, pytest with --tb=short from pyproject): a test file
# with an unclosed parenthesis: `ERROR collecting tests/test_channel.py`, SyntaxError,
# `Interrupted: 1 error during collection`
if want gha-py-compileall-pytest-collection-syntaxerror; then
	d=$(fresh py-feedgen)
	gha_steps gha-py-compileall-pytest-collection-syntaxerror "$d" \
		"python3 -m compileall -q feedgen" "python3 -m pytest -p no:cacheprovider"
fi
# two steps (python3 --version, unittest -v under -X faulthandler): peek() on a released view
# reads address 0 through ctypes.string_at: `Fatal Python error: Segmentation fault`, the
# thread's stack, exit 139 (a passing test logged `error: ... as expected` first)
if want gha-py-unittest-faulthandler-ctypes-segfault; then
	d=$(fresh py-bufview)
	gha_steps gha-py-unittest-faulthandler-ctypes-segfault "$d" \
		"python3 --version" "python3 -X faulthandler -m unittest -v"
fi
# ci/lint.sh under set -x: flake8 (format = pylint in setup.cfg): E401, F401 twice (one line),
# E711; mypy (show_error_context, disallow_untyped_defs): union-attr twice (one Optional),
# no-untyped-def, return-value; both run, the script exits 1
if want py-ci-script-flake8-format-pylint-mypy-error-context; then
	d=$(fresh py-invtrack)
	run py-ci-script-flake8-format-pylint-mypy-error-context "$d" bash ci/lint.sh
fi
# success: unittest -q -b (buffered output: the test's printed `Traceback ...` and `ERROR:`
# lines are swallowed for passing tests), a skip; CRLF
if want py-unittest-q-buffer-skip-success-crlf; then
	d=$(fresh py-slugify)
	run py-unittest-q-buffer-skip-success-crlf "$d" python3 -m unittest -q -b
	crlf py-unittest-q-buffer-skip-success-crlf
fi
