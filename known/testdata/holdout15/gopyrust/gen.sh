#!/bin/bash
# FIFTEENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python
# tools the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). A small,
# fast round of everyday mistakes: an interface that gained a method (`too many errors`), go vet's
# loopclosure/stdversion/unsafeptr/printf, an index out of range and a slug bug in go test, two
# rows of a parallel rounding table in a long go test -v, an unguarded `closed` flag under -race,
# a producer that never closes its channel (go test -json timeout); rustc E0106/E0502, cargo test
# with RUST_BACKTRACE=1; a `raise ... from exc` chain, pytest's AttributeError and DID NOT RAISE,
# an `import file mismatch` collection error, setup errors from an unset environment variable,
# unittest subTest failures, flake8 and mypy; two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout15-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz, fix) are those of
# ../../holdout14/gopyrust/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; no modules), cargo/rustc 1.95.0 (--offline, no
# crates), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1, flake8 5.0.4.
# ruff cannot be had here (not in Debian 12, PyPI not reachable).
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
work=/tmp/wisptriage-holdout15-gopyrust
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
	  printf "2025-09-09T08:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# three steps (go version, go build, go test skipped): store.Store gained Delete; no backend has
# it yet: ten `does not implement store.Store (missing method Delete)` and `too many errors`
if want gha-go-build-interface-new-method-missing-too-many-errors; then
	d=$(fresh go-kvwire)
	gha_steps gha-go-build-interface-new-method-missing-too-many-errors "$d" \
		"go version" "go build ./..." "go test ./..."
fi
# go vet ./... (the build passes): loopclosure (go.mod says go 1.21, so the loop variable is
# shared; reported twice for one closure), stdversion (slices.Concat is go1.22), unsafeptr,
# printf (an extra argument); CRLF
if want go-vet-loopclosure-stdversion-unsafeptr-printf-crlf; then
	d=$(fresh go-pktstat)
	run go-vet-loopclosure-stdversion-unsafeptr-printf-crlf "$d" go vet ./...
	crlf go-vet-loopclosure-stdversion-unsafeptr-printf-crlf
fi
# ci/test.sh (set -euxo pipefail; go version, gofmt check, go vet, go test ./... without -v):
# Bounds never clamps the last page: `panic: runtime error: index out of range [7] with length 7`
# with the goroutine trace; unrelated, slug.Make drops accented letters (a t.Errorf); atom ok
if want go-ci-script-test-index-out-of-range-and-slug-errorf; then
	d=$(fresh go-feedpage)
	run go-ci-script-test-index-out-of-range-and-slug-errorf "$d" ./ci/test.sh
fi
# three steps (go version, go vet, go test -v -count=1 -parallel 4): 40 + 15 + 20 parallel
# subtests pass (=== PAUSE / === CONT, sometimes === NAME), then two rows of TestShortRounding
# fail from one bug (Short rounds after choosing the unit: "60s", "4m60s"); long
if want gha-go-test-v-parallel-rounding-rows-long; then
	d=$(fresh go-humanize)
	gha_steps gha-go-test-v-parallel-rounding-rows-long "$d" \
		"go version" "go vet ./..." "go test -v -count=1 -parallel 4 ./..."
fi
# go test -race -count=1 ./...: Pool.Get reads p.closed before taking the mutex Close holds when
# it writes it: `WARNING: DATA RACE`, `race detected during execution of test`; backoff ok
if want go-test-race-pool-closed-flag-unlocked; then
	d=$(fresh go-connpool)
	run go-test-race-pool-closed-flag-unlocked "$d" go test -race -count=1 ./...
fi
# go test -json -count=1 -timeout 3s ./...: tail.Lines never closes its channel, so Grep's range
# never ends: `panic: test timed out after 3s`, `running tests:` and the goroutine dump as output
# events; level passes
if want go-test-json-unclosed-channel-timeout; then
	d=$(fresh go-logtail)
	run go-test-json-unclosed-channel-timeout "$d" go test -json -count=1 -timeout 3s ./...
fi
# success: the humanize project fixed (Short rounds to the second first): go vet, go test -cover
if want go-vet-test-cover-humanize-success; then
	d=$(fresh go-humanize)
	fix "$d" 's/^\tswitch {$/\td = d.Round(time.Second)\n\tswitch {/' timefmt/timefmt.go
	run go-vet-test-cover-humanize-success "$d" bash -c "go version && go vet ./... && go test -count=1 -cover ./..."
fi

# ================================================================ Rust
# cargo build --color always: E0106 (a function returning &str from two &str parameters), an
# unused-import warning, E0502 (Vec::remove inside a loop over the same Vec); `could not compile`
if want rust-cargo-build-e0106-e0502-color; then
	d=$(fresh rust-playlist)
	run rust-cargo-build-e0106-e0502-color "$d" cargo build --offline --color always
fi
# three steps (cargo --version, cargo build, cargo test) with RUST_BACKTRACE=1 set for the job:
# `called Result::unwrap() on an Err value: ParseIntError { kind: InvalidDigit }` (" 40" not
# trimmed) and `assertion failed: (m - 2.5).abs() < 1e-9` (integer division in mean), each with
# its stack backtrace; the integration test never runs
if want gha-rust-build-test-backtrace-unwrap-parseint-and-assert; then
	d=$(fresh rust-colstats)
	(export RUST_BACKTRACE=1
	 gha_steps gha-rust-build-test-backtrace-unwrap-parseint-and-assert "$d" \
		"cargo --version" "cargo build --offline" "cargo test --offline")
fi

# ================================================================ Python
# python3 -m stockimport: INFO lines, ValueError (`'1,200'`), `The above exception was the
# direct cause of the following exception:`, stockimport.rows.RowError; CRLF
if want py-module-raise-from-valueerror-rowerror-crlf; then
	d=$(fresh py-stockimport)
	run py-module-raise-from-valueerror-rowerror-crlf "$d" python3 -m stockimport data/acme.csv data/nordfix.csv
	crlf py-module-raise-from-valueerror-rowerror-crlf
fi
# three steps (python3 --version, compileall, pytest -ra): `## [Unreleased]` has no date, so the
# heading regex does not match: the same AttributeError in two tests (one cause); unrelated,
# next_version accepts "1.2.0.dev1": `Failed: DID NOT RAISE <class 'ValueError'>`
if want gha-py-compileall-pytest-ra-attributeerror-and-did-not-raise; then
	d=$(fresh py-changelog)
	gha_steps gha-py-compileall-pytest-ra-attributeerror-and-did-not-raise "$d" \
		"python3 --version" "python3 -m compileall -q changelog" "python3 -m pytest -ra"
fi
# pytest -q --color=yes: tests/unit and tests/integration both hold test_helpers.py and neither
# has an __init__.py: `import file mismatch`, `Interrupted: 1 error during collection`
if want py-pytest-q-import-file-mismatch-collection-color; then
	d=$(fresh py-geofence)
	run py-pytest-q-import-file-mismatch-collection-color "$d" python3 -m pytest -q --color=yes
fi
# pytest -v: 321 rate-table tests pass, then the conftest fixture reads CARRIER_API_TOKEN, unset
# in CI: three `ERROR at setup` with one KeyError (one cause); long, gzipped
if want py-pytest-v-long-env-fixture-keyerror-setup-errors; then
	d=$(fresh py-shiprates)
	run py-pytest-v-long-env-fixture-keyerror-setup-errors "$d" env -u CARRIER_API_TOKEN python3 -m pytest -v
	gz py-pytest-v-long-env-fixture-keyerror-setup-errors
fi
# python3 -m unittest discover -v: `KeyError: 'mi'` (no miles in the table, an ERROR) and three
# subTest rows of test_from_fahrenheit failing from one precedence bug (`value - 32 * 5 / 9`); a skip
if want py-unittest-v-subtest-rows-and-keyerror; then
	d=$(fresh py-unitconv)
	run py-unittest-v-subtest-rows-and-keyerror "$d" python3 -m unittest discover -v
fi
# ci/lint.sh (set -x; both linters, fails at the end): flake8 E402 x3 (one sys.path.insert),
# W293, E128, F632, F541; mypy list-item, abstract, call-overload (with its overload notes),
# truthy-function; `Found 4 errors`
if want py-ci-script-flake8-mypy-nine-causes; then
	d=$(fresh py-mailmerge)
	run py-ci-script-flake8-mypy-nine-causes "$d" ./ci/lint.sh
fi
# success: the unitconv project fixed (miles added, `(value - 32) * 5 / 9`): three steps,
# flake8, mypy (strict), unittest discover -v with a skip
if want gha-py-flake8-mypy-unittest-v-success; then
	d=$(fresh py-unitconv)
	fix "$d" 's/^    "yd": 0.9144,$/    "yd": 0.9144,\n    "mi": 1609.344,/' unitconv/convert.py
	fix "$d" 's/celsius = value - 32 \* 5 \/ 9/celsius = (value - 32) * 5 \/ 9/' unitconv/convert.py
	gha_steps gha-py-flake8-mypy-unittest-v-success "$d" \
		"python3 -m flake8 unitconv tests" "python3 -m mypy" "python3 -m unittest discover -v"
fi
