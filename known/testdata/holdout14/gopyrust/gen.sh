#!/bin/bash
# FOURTEENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python
# tools the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). A small,
# fast round of ordinary failures developers make every week: a changed function signature
# (`too many errors`), six go vet analyzers, a nil map and an off-by-one in go test, a re-entrant
# mutex that hangs until `panic: test timed out`, a lazily built table raced by goroutines next
# to a parallel subtest failing, go test -json; rustc's E0004/E0063 and cargo test panics; a chained
# Python traceback, pytest setup errors from one fixture, a collection ImportError, a long
# unittest -v run, flake8 with mypy --pretty; two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout14-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz) are those of
# ../../holdout13/gopyrust/gen.sh; `fix` edits a copy (never a log) for a success log.
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
work=/tmp/wisptriage-holdout14-gopyrust
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
	  printf "2025-08-21T10:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# fix DIR SED FILE: the fixed tree of a success log (the fix the failing log's developer makes)
fix() { sed -i "$2" "$1/$3"; }

# ================================================================ Go
# three steps (go version, go build, go test skipped): store.Load now returns (*Invoice, error);
# eleven callers in billing still write `inv := store.Load(id)`: ten `assignment mismatch` lines
# and `too many errors` (one cause)
if want gha-go-build-signature-change-assignment-mismatch-too-many-errors; then
	d=$(fresh go-invoice)
	gha_steps gha-go-build-signature-change-assignment-mismatch-too-many-errors "$d" \
		"go version" "go build ./..." "go test ./..."
fi
# make lint: gofmt check passes, go vet: printf, unreachable, copylocks, slog, structtag,
# timeformat (six findings, order varies); CRLF
if want go-make-lint-vet-six-analyzers-crlf; then
	d=$(fresh go-mailq)
	run go-make-lint-vet-six-analyzers-crlf "$d" make lint
	crlf go-make-lint-vet-six-analyzers-crlf
fi
# ci/test.sh (set -euxo pipefail; go version, go vet, go test ./... without -v): New() leaves
# Registry.runs nil: `panic: assignment to entry in nil map [recovered, repanicked]` with the
# goroutine trace; unrelated, Next() returns now itself (a t.Fatalf); textfmt ok
if want go-ci-script-test-nil-map-panic-and-fatalf; then
	d=$(fresh go-cronjobs)
	run go-ci-script-test-nil-map-panic-and-fatalf "$d" ./ci/test.sh
fi
# go test -v -timeout 3s: Cache.Get holds the mutex and calls refresh -> store, which locks it
# again: TestGetCachesToken hangs, `panic: test timed out after 3s`, `running tests:` and the dump
if want go-test-v-reentrant-mutex-test-timed-out; then
	d=$(fresh go-tokencache)
	run go-test-v-reentrant-mutex-test-timed-out "$d" go test -v -timeout 3s ./...
fi
# three steps (go version, go vet, go test -race -v): 48 parallel subtests pass in agent, then in
# zone LookupAll's goroutines build the lazily loaded alias table at once (three `WARNING: DATA
# RACE` reports, one cause) and, unrelated, the parallel subtest TestLookup/ist fails (a fixed
# offset in whole hours cannot be +5:30); long
if want gha-go-test-race-v-lazy-table-and-parallel-subtest-long; then
	d=$(fresh go-uaparse)
	gha_steps gha-go-test-race-v-lazy-table-and-parallel-subtest-long "$d" \
		"go version" "go vet ./..." "go test -race -v ./..."
fi
# go test -json: a golden file renamed to summary.txt (t.Fatalf), and FormatBytes's suffixes
# lack the `i` (three rows of one t.Errorf, one cause)
if want go-test-json-golden-missing-and-binary-suffix; then
	d=$(fresh go-diskreport)
	run go-test-json-golden-missing-and-binary-suffix "$d" go test -json ./...
fi
# success: the cronjobs project fixed (runs map made in New, Next rounds up): go vet, go test -v
# -cover, a TestMain-free run with t.Log lines
if want go-vet-test-v-cover-success; then
	d=$(fresh go-cronjobs)
	fix "$d" 's/return \&Registry{jobs: map\[string\]Job{}}/return \&Registry{jobs: map[string]Job{}, runs: map[string]int{}}/' registry/registry.go
	fix "$d" 's/n := now.Sub(last) \/ every/n := now.Sub(last)\/every + 1/' schedule/every.go
	gofmt -w "$d/schedule/every.go"
	run go-vet-test-v-cover-success "$d" bash -c "go vet ./... && go test -v -cover ./..."
fi

# ================================================================ Rust
# two steps (cargo --version, cargo build --color always): a new Carrier::Locker not handled in
# base_cents (E0004) and Parcel's new `fragile` field missing from letter() (E0063); an
# unused-variable warning
if want gha-rust-build-e0004-e0063-warning-color; then
	d=$(fresh rust-shipcalc)
	gha_steps gha-rust-build-e0004-e0063-warning-color "$d" \
		"cargo --version" "cargo build --offline --color always"
fi
# cargo test (lib tests fail, so the integration test never runs): slicing words[..n] past the
# end (`range end index 5 out of range for slice of length 3`) and assert_ne! on truncate's
# `...`; CRLF
if want rust-cargo-test-slice-range-and-assert-ne-crlf; then
	d=$(fresh rust-wrap)
	run rust-cargo-test-slice-range-and-assert-ne-crlf "$d" cargo test --offline
	crlf rust-cargo-test-slice-range-and-assert-ne-crlf
fi

# ================================================================ Python
# make import: two files import, then a bad kWh cell raises ValueError, and the except clause's
# message names an undefined variable: `During handling of the above exception, another
# exception occurred:` NameError; make's Error 2
if want py-make-import-chained-valueerror-nameerror; then
	d=$(fresh py-meterimport)
	run py-make-import-chained-valueerror-nameerror "$d" make check import
fi
# two steps (compileall, pytest): Inventory's path became keyword-only, the conftest fixture
# passes it positionally: four `ERROR at setup` with the same TypeError (one cause); unrelated,
# low_stock uses `<` where the docstring says `at or below` (a dict diff)
if want gha-py-pytest-fixture-typeerror-setup-errors-and-dict-diff; then
	d=$(fresh py-stockroom)
	gha_steps gha-py-pytest-fixture-typeerror-setup-errors-and-dict-diff "$d" \
		"python3 -m compileall -q stockroom" "python3 -m pytest"
fi
# pytest -q --color=yes: parse_duration was renamed parse_interval; test_units.py cannot be
# imported: `ImportError: cannot import name`, `Interrupted: 1 error during collection`
if want py-pytest-q-collection-importerror-renamed-function-color; then
	d=$(fresh py-podfeed)
	run py-pytest-q-collection-importerror-renamed-function-color "$d" python3 -m pytest -q --color=yes
fi
# unittest discover -v: 260 generated corpus tests pass, then Luhn's is_valid rejects a number
# written in groups (`False is not true`); long, gzipped
if want py-unittest-v-corpus-long-luhn-grouped-fail; then
	d=$(fresh py-checkdigit)
	run py-unittest-v-corpus-long-luhn-grouped-fail "$d" python3 -m unittest discover -v
	gz py-unittest-v-corpus-long-luhn-grouped-fail
fi
# ci/lint.sh runs both linters and fails at the end: flake8 (E265, E302, F841, W291, E501,
# F401) and mypy --pretty (dict-item, assignment, union-attr, return-value, func-returns-value)
if want py-ci-script-flake8-and-mypy-pretty-eleven-findings; then
	d=$(fresh py-tariffs)
	run py-ci-script-flake8-and-mypy-pretty-eleven-findings "$d" ./ci/lint.sh
fi
# success: the stockroom project fixed (keyword argument in the fixture, `<=`): three steps,
# flake8, mypy (strict), pytest -q -rs
if want gha-py-flake8-mypy-pytest-q-success; then
	d=$(fresh py-stockroom)
	fix "$d" 's/Inventory(tmp_path \/ "stock.json")/Inventory(path=tmp_path \/ "stock.json")/' tests/conftest.py
	fix "$d" 's/if n < threshold}/if n <= threshold}/' stockroom/report.py
	gha_steps gha-py-flake8-mypy-pytest-q-success "$d" \
		"python3 -m flake8 stockroom tests" "python3 -m mypy stockroom" "python3 -m pytest -q -rs"
fi
