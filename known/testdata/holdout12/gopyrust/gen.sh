#!/bin/bash
# TWELFTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python tools
# the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). A small, fast
# round: one log per tool where possible, ordinary mistakes, two successes. Score them with
#   go build -o /tmp/wt-h12 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h12 known/testdata/holdout12/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout12-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz) are those of
# ../../holdout11/gopyrust/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; no modules), cargo/rustc/clippy 1.95.0
# (--offline, no crates, RUST_BACKTRACE unset), Debian's Python 3.11.2 (/usr/bin/python3) with
# pytest 7.2.1, mypy 1.0.1, flake8 5.0.4. ruff cannot be had here.
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
work=/tmp/wisptriage-holdout12-gopyrust
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
# go build -p 1 (one package at a time, so the order is stable): render passes a Buffer
# value where Write has a pointer receiver (`does not implement io.Writer (method Write has
# pointer receiver)`), and, unrelated, money multiplies int64 by a float64-based Rate
# (`mismatched types int64 and Rate`); CRLF
if want go-build-pointer-receiver-and-mismatched-types-crlf; then
	d=$(fresh go-invoice-build)
	run go-build-pointer-receiver-and-mismatched-types-crlf "$d" bash -c "go version && go build -p 1 ./..."
	crlf go-build-pointer-receiver-and-mismatched-types-crlf
fi
# three steps (go version, go build, go vet): six vet findings from six analyzers (errorsas,
# httpresponse, lostcancel, unusedresult, stringintconv, tests)
if want gha-go-build-vet-six-analyzers; then
	d=$(fresh go-probe-vet)
	gha_steps gha-go-build-vet-six-analyzers "$d" "go version" "go build ./..." "go vet ./..."
fi
# go vet, then go test -v over two packages: ~190 passing subtests of constraint, ~130 of
# semver, then one row of TestComparePrerelease fails (prerelease compared as strings, so
# beta.11 < beta.2), with a two-line t.Errorf message; gzipped
if want go-test-v-long-prerelease-row-gz; then
	d=$(fresh go-semver-long)
	run go-test-v-long-prerelease-row-gz "$d" bash -c "go vet ./... && go test -count=1 -p 1 -v ./..."
	gz go-test-v-long-prerelease-row-gz
fi
# two steps (go vet, go test -json -timeout 3s): Run forgets wg.Done() on its error path, so
# TestRunCollectsErrors hangs: `panic: test timed out after 3s` as output events; retry passes
if want gha-go-vet-test-json-waitgroup-timeout; then
	d=$(fresh go-batcher-json)
	gha_steps gha-go-vet-test-json-waitgroup-timeout "$d" "go vet ./..." \
		"go test -count=1 -p 1 -json -timeout 3s ./..."
fi
# ci/test.sh under set -euxo pipefail: gofmt and go vet pass, go test -race (no -v): an
# append to a shared slice from goroutines (one or two WARNING: DATA RACE reports, one cause,
# `race detected during execution of test`), and, unrelated, Normalize keeps ":80" on http
if want go-ci-script-race-append-and-normalize-fail; then
	d=$(fresh go-crawler-race)
	run go-ci-script-race-append-and-normalize-fail "$d" bash ci/test.sh
fi
# three steps (go build, go vet, go test -v): passes; a test logs "error (expected): ...", a
# subtest is named error-failed-to-parse, one SKIP
if want gha-go-build-vet-test-v-skip-success; then
	d=$(fresh go-slug-success)
	gha_steps gha-go-build-vet-test-v-skip-success "$d" "go build ./..." "go vet ./..." "go test -count=1 -v ./..."
fi

# ================================================================ Rust
# two steps (cargo --version, cargo build --color always): E0599 `flush` on a Vec<u8> with
# std::io::Write not in scope (write!/writeln! work through the generic W), and E0061 a
# method given two of its three arguments
if want gha-rust-build-e0599-trait-scope-e0061-color; then
	d=$(fresh rust-logfmt-build)
	gha_steps gha-rust-build-e0599-trait-scope-e0061-color "$d" "cargo --version" \
		"cargo build --offline --color always"
fi
# cargo test --no-fail-fast: a unit test returning Result gets Err from `?` ("1h 30m" with a
# space: `Error: BadNumber(ParseIntError { kind: Empty })`), and an integration test's
# assert_eq (format uses > instead of >=: "60s" for 60); CRLF
if want rust-cargo-test-no-fail-fast-result-err-and-assert-eq-crlf; then
	d=$(fresh rust-durparse-test)
	run rust-cargo-test-no-fail-fast-result-err-and-assert-eq-crlf "$d" cargo test --offline --no-fail-fast
	crlf rust-cargo-test-no-fail-fast-result-err-and-assert-eq-crlf
fi
# cargo clippy -- -D warnings: needless_return, map_clone, for_kv_map
if want rust-cargo-clippy-deny-three-lints; then
	d=$(fresh rust-kvstore-clippy)
	run rust-cargo-clippy-deny-three-lints "$d" cargo clippy --offline -- -D warnings
fi

# ================================================================ Python
# two steps (python3 --version, pytest default report): `fixture 'tmp_dir' not found` (meant
# tmp_path) ERROR at setup, and one parametrized row fails (a non-ASCII letter dropped)
if want gha-py-pytest-fixture-not-found-and-param-fail; then
	d=$(fresh py-csvclean-fixture)
	gha_steps gha-py-pytest-fixture-not-found-and-param-fail "$d" "python3 --version" "python3 -m pytest"
fi
# pytest -q --color=yes: parametrize names "expected", the test takes "want": `In test_price:
# function uses no argument 'expected'`, a collection error, `Interrupted: 1 error`
if want py-pytest-q-parametrize-argname-collection-error-color; then
	d=$(fresh py-ratecard-collect)
	run py-pytest-q-parametrize-argname-collection-error-color "$d" python3 -m pytest -q --color=yes
fi
# unittest discover -v: `AssertionError: ConfigError not raised` (the loader skips lines
# without "="), and a TypeError (port "80 80" stays a string); a skip
if want py-unittest-v-assertraises-not-raised-and-typeerror; then
	d=$(fresh py-semconf-unittest)
	run py-unittest-v-assertraises-not-raised-and-typeerror "$d" python3 -m unittest discover -v
fi
# ci/typecheck.sh under set -euxo pipefail: mypy (disallow_untyped_defs): arg-type, two
# union-attr on one line (a dict.get result, then an Optional return), no-untyped-def
if want py-ci-script-mypy-four-errors; then
	d=$(fresh py-shiptrack-mypy)
	run py-ci-script-mypy-four-errors "$d" bash ci/typecheck.sh
fi
# flake8 --version, flake8: E117, F821 (a logger never defined), E999 (a Python 2 print)
if want py-flake8-e117-f821-e999; then
	d=$(fresh py-wikistats-flake8)
	run py-flake8-e117-f821-e999 "$d" bash -c "python3 -m flake8 --version && python3 -m flake8 wikistats"
fi
# make: compileall, then the glossary builder logs an INFO line per term (~250) and dies with
# UnicodeDecodeError on a Latin-1 row; make's Error 1
if want py-make-glossary-info-then-unicodedecodeerror-long; then
	d=$(fresh py-glossary-traceback)
	run py-make-glossary-info-then-unicodedecodeerror-long "$d" make
fi
# two steps (flake8, pytest -q -rsx): 9 passed, a skip, an xfail
if want gha-py-flake8-pytest-q-xfail-skip-success; then
	d=$(fresh py-tempconv-success)
	gha_steps gha-py-flake8-pytest-q-xfail-skip-success "$d" "python3 -m flake8 tempconv tests" \
		"python3 -m pytest -q -rsx"
fi
