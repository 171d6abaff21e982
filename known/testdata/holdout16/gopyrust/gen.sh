#!/bin/bash
# SIXTEENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python
# tools the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). A small,
# fast round of everyday mistakes: a struct field split in two (`unknown field` in twelve
# literals, `too many errors`), go vet's directive/tests/printf (non-constant format string), a
# nil *Carrier from a map lookup and a missing unit factor in go test, a counter bumped outside its
# mutex under -race -v with parallel subtests (long), an RWMutex read lock "upgraded" to a write
# lock under go test -json (test timed out); rustc E0599 from a missing derive(Hash, Eq) and
# E0381, cargo test --no-fail-fast with unreachable!() and a bare assert!; a ProcessPoolExecutor
# _RemoteTraceback chain, pytest setup errors from one fixture (a missing directory for sqlite),
# a module-level pytest.skip collection error, unittest's assertRaisesRegex mismatch and a sort
# TypeError, make -k over flake8 and mypy; two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout16-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz, fix) are those of
# ../../holdout15/gopyrust/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; no modules), cargo/rustc 1.95.0 (--offline, no
# crates), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1, flake8 5.0.4,
# GNU Make 4.3.
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
work=/tmp/wisptriage-holdout16-gopyrust
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH RUST_BACKTRACE CARGO_TERM_COLOR NO_COLOR FORCE_COLOR PY_COLORS MYPY_FORCE_COLOR
unset VIRTUAL_ENV GOMODCACHE GORACE
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
	  printf "2025-10-14T09:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# three steps (go version, go build, go test skipped): config.Service's Timeout was split into
# ReadTimeout and WriteTimeout; the twelve presets still say Timeout: ten `unknown field Timeout
# in struct literal of type config.Service`, then `too many errors`
if want gha-go-build-unknown-field-struct-literals-too-many-errors; then
	d=$(fresh go-fleetcfg)
	gha_steps gha-go-build-unknown-field-struct-literals-too-many-errors "$d" \
		"go version" "go build ./..." "go test ./..."
fi
# go build passes, go vet: a //go:debug directive in a library package, an Example for a
# function renamed away (ExampleSlugify), fmt.Fprintf with a non-constant format (go 1.24
# module); CRLF
if want go-vet-directive-example-nonconstant-format-crlf; then
	d=$(fresh go-slugkit)
	run go-vet-directive-example-nonconstant-format-crlf "$d" bash -c "go build ./... && go vet ./..."
	crlf go-vet-directive-example-nonconstant-format-crlf
fi
# go vet passes; go test without -v: label.Render calls a method on the nil *Carrier that
# rates.Lookup returns for an unknown carrier (nil pointer dereference, goroutine trace), and
# VolumetricGrams returns kilograms (4 for 4800); rates ok, cmd [no test files]
if want go-test-nil-pointer-panic-and-kilograms-errorf; then
	d=$(fresh go-shipcalc)
	run go-test-nil-pointer-panic-and-kilograms-errorf "$d" bash -c "go vet ./... && go test -count=1 ./..."
fi
# three steps (go version, go vet, go test -race -v): ~240 lines of passing parallel subtests in
# bytesize and rate, then ratio.Format bumps a package-level counter outside its mutex: one to
# three `WARNING: DATA RACE` reports (parallel subtests, FormatAll's goroutines), `race detected
# during execution of test`; long
if want gha-go-test-race-v-parallel-unguarded-counter-long; then
	d=$(fresh go-unitfmt)
	gha_steps gha-go-test-race-v-parallel-unguarded-counter-long "$d" \
		"go version" "go vet ./..." "go test -race -v -count=1 ./..."
fi
# go test -json -timeout 3s: Cache.Get holds the read lock and takes the write lock to delete an
# expired entry: `panic: test timed out after 3s` as output events, the goroutine blocked in
# sync.(*RWMutex).Lock; token passes
if want go-test-json-rwmutex-upgrade-timeout; then
	d=$(fresh go-sesscache)
	run go-test-json-rwmutex-upgrade-timeout "$d" go test -json -count=1 -timeout 3s ./...
fi
# the unitfmt project fixed (the counter bumped under the mutex): go vet, go test -race -v over
# three packages, ~370 lines, all pass; long, gzipped
if want go-vet-test-race-v-parallel-success-long; then
	d=$(fresh go-unitfmt)
	fix "$d" 's/^\tcalls++$/\tmu.Lock()\n\tcalls++\n\tmu.Unlock()/' ratio/ratio.go
	run go-vet-test-race-v-parallel-success-long "$d" bash -c "go vet ./... && go test -race -v -count=1 ./..."
	gz go-vet-test-race-v-parallel-success-long
fi

# ================================================================ Rust
# cargo build --color always: Tag derives only Debug, Clone, PartialEq but keys a HashMap:
# E0599 for `entry` and for `get` (one cause); query::run's `result` is assigned only in the
# first loop iteration: E0381; an unused-variable warning
if want rust-cargo-build-missing-hash-derive-e0599-e0381-color; then
	d=$(fresh rust-tagindex)
	run rust-cargo-build-missing-hash-derive-e0599-e0381-color "$d" cargo build --offline --color always
fi
# three steps (cargo --version, cargo build, cargo test --no-fail-fast): 'w' parses to
# Unit::Week, whose seconds() is unreachable!(): `internal error: entered unreachable code`; an
# integration test's bare assert! on the formatted length (`1000d1h`)
if want gha-rust-build-test-no-fail-fast-unreachable-and-assert; then
	d=$(fresh rust-durparse)
	gha_steps gha-rust-build-test-no-fail-fast-unreachable-and-assert "$d" \
		"cargo --version" "cargo build --offline" "cargo test --offline --no-fail-fast"
fi

# ================================================================ Python
# python3 -m thumbjob manifest.csv: an INFO line, five planned images, then a 0x0 image divides
# by zero in a ProcessPoolExecutor worker: `concurrent.futures.process._RemoteTraceback` with the
# worker's traceback in quotes, `The above exception was the direct cause`, the re-raise in
# fut.result()
if want py-module-processpool-remote-traceback-zerodivision; then
	d=$(fresh py-thumbjob)
	run py-module-processpool-remote-traceback-zerodivision "$d" python3 -u -m thumbjob manifest.csv
fi
# two steps (python3 --version, pytest default report): the db fixture opens sqlite under a
# "state" directory nobody creates: four `ERROR at setup` with one OperationalError; an
# independent failure: normalize() keeps percent escapes
if want gha-py-pytest-sqlite-fixture-setup-errors-and-escape-fail; then
	d=$(fresh py-visitlog)
	gha_steps gha-py-pytest-sqlite-fixture-setup-errors-and-escape-fail "$d" \
		"python3 --version" "python3 -m pytest"
fi
# pytest -q --color=yes: test_windows.py calls pytest.skip() at module level without
# allow_module_level=True: a collection error, `Interrupted: 1 error during collection`
if want py-pytest-q-module-level-skip-collection-error-color; then
	d=$(fresh py-pathnorm)
	run py-pytest-q-module-level-skip-collection-error-color "$d" python3 -m pytest -q --color=yes
fi
# python3 -m unittest (not verbose): assertRaisesRegex expects "invalid port", the code says
# "port out of range" (a FAIL with the SpecError as context); sort_specs compares None hosts with
# str (TypeError, an ERROR); CRLF
if want py-unittest-assertraisesregex-mismatch-and-sort-typeerror-crlf; then
	d=$(fresh py-listenspec)
	run py-unittest-assertraisesregex-mismatch-and-sort-typeerror-crlf "$d" python3 -m unittest
	crlf py-unittest-assertraisesregex-mismatch-and-sort-typeerror-crlf
fi
# make -k lint: flake8 (W292, E713, E741, F402) fails, make -k goes on to mypy (return-value,
# valid-type with its note, assignment), `not remade because of errors`
if want py-make-k-lint-flake8-four-mypy-three; then
	d=$(fresh py-invoicer)
	run py-make-k-lint-flake8-four-mypy-three "$d" make -k lint
fi
# the visitlog project fixed (the fixture creates the directory, normalize() unquotes): three
# steps (python3 --version, compileall, pytest -ra): 12 passed, 1 skipped
if want gha-py-compileall-pytest-ra-skip-success; then
	d=$(fresh py-visitlog)
	fix "$d" 's|^    conn = store.open_db(os.path.join(tmp_path, "state", "visits.sqlite3"))$|    os.makedirs(os.path.join(tmp_path, "state"))\n&|' tests/conftest.py
	fix "$d" 's|^from urllib.parse import urlsplit$|from urllib.parse import unquote, urlsplit|; s|path = urlsplit(url).path or "/"|path = unquote(urlsplit(url).path) or "/"|' visitlog/paths.py
	fix "$d" 's|not hasattr(str, "removeprefix"), reason="needs Python 3.9"|sys.platform != "win32", reason="drive letters only on Windows"|; s|^import pytest$|import sys\n\nimport pytest|' tests/test_paths.py
	gha_steps gha-py-compileall-pytest-ra-skip-success "$d" \
		"python3 --version" "python3 -m compileall -q visitlog" "python3 -m pytest -ra"
fi

[ $# -eq 0 ] && rm -rf "$work"
sort -o "$logs/exits.tsv" "$logs/exits.tsv"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
