#!/bin/bash
# ELEVENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python tools
# the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h11 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h11 known/testdata/holdout11/gopyrust/manifest.jsonl --verbose
#
# This round is about NOISE: most logs are whole CI jobs (two to four steps) whose ordinary
# output looks like failure without being one: module downloads, pip's "Requirement already
# satisfied" lines and wheel builds, compiler and clippy warnings, build-script warnings,
# deprecation warnings, passing tests that log "error", "failed", "panic", "WARNING" or a whole
# Traceback as part of what they test, should_panic tests printing their panics (--nocapture),
# skips and xfails, a `continue-on-error` step that fails without failing the job, `set -x`
# traces and make's echoes. One to three real failures sit among it; three jobs succeed.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout11-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (fresh, run, stamp, gha_step, gha_steps) are those of ../../holdout10/*/gen.sh;
# gha_steps also knows `continue-on-error` steps (a command written "?cmd").
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; GOPROXY=off, except the two module projects,
# which download testify, urfave/cli/v2 and go.yaml.in/yaml/v3 into a fresh GOMODCACHE under
# the work directory from the machine's module download cache used as a file:// proxy, so go
# prints its real "go: downloading" lines), cargo/rustc/clippy/rustfmt 1.95.0 (no crates,
# --offline, RUST_BACKTRACE unset), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1,
# mypy 1.0.1, flake8 5.0.4 and pip 23.0.1 (venvs with --system-site-packages, --no-index).
# ruff cannot be had here.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a job of several
# steps stops at the first failing step that is not continue-on-error, later steps write
# nothing); *-crlf has CRLF line ends (sed); *-color forces the tool's colour with its own flag;
# *-long logs are 250-600 lines with the failure late; two logs are gzipped (.log.gz).
# logs/exits.tsv records each exit status (for a gha-* job: the job's, i.e. that of the step
# that ended it, 0 when only continue-on-error steps failed).
#
# Usage: bash gen.sh [ID...]   (no ID: every log; with IDs: only those, exits.tsv updated)
# Then run label.py (rewrites manifest.jsonl from hand-chosen patterns) and check.py.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout11-gopyrust
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH RUST_BACKTRACE CARGO_TERM_COLOR NO_COLOR FORCE_COLOR PY_COLORS MYPY_FORCE_COLOR
unset PIP_FIND_LINKS VIRTUAL_ENV
export PIP_DISABLE_PIP_VERSION_CHECK=1
base_path=/usr/sbin:/usr/bin:/sbin:/bin
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOCACHE=/root/.cache/go-build-helper-gopyrust
export GOSUMDB=off
export PYTHONDONTWRITEBYTECODE=1
GOPATH_=/usr/local/go/bin:$base_path
RUSTPATH_=/root/.cargo/bin:$base_path
modproxy=file:///root/go/pkg/mod/cache/download

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
# gha_steps ID DIR "CMD1" "CMD2" ...: a job of one or more steps; stops at the first failing
# step (the steps after it are skipped, and a skipped step writes nothing to the job log). A
# command written "?CMD" is a continue-on-error step: the runner still prints its ##[error]
# line, but the job goes on and that failure does not fail it.
gha_steps() {
	local id=$1 dir=$2 out rc=0 src all cmd coe
	shift 2
	all=$(mktemp)
	for cmd in "$@"; do
		coe=0
		if [ "${cmd:0:1}" = "?" ]; then coe=1; cmd=${cmd:1}; fi
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
# modcache_on / modcache_off: a fresh, empty module cache fed from the machine's module
# download cache as a file:// proxy (so go prints "go: downloading" for each module), then
# removed again (the files of a module cache are read-only).
modcache_on() { export GOMODCACHE=$work/gomodcache GOPROXY=$modproxy; }
modcache_off() {
	if [ -d "$work/gomodcache" ]; then chmod -R u+w "$work/gomodcache" && rm -rf "${work:?}/gomodcache"; fi
	export GOPROXY=off
	unset GOMODCACHE
}

# ================================================================ Go
export PATH=$GOPATH_
# three steps: go version; go build (five "go: downloading" lines for testify's, urfave/cli's
# and yaml's modules); go test without -v: testify's assert.Equal block with its Diff (a
# surcharge per started 500 g computed per whole 500 g) in rate, and require.NoError on a YAML
# error (a tab in the committed fixture) in manifest; units passes, cmd has no tests.
if want gha-go-modules-build-test-testify-equal-and-require; then
	d=$(fresh go-shipcalc-testify)
	modcache_off; modcache_on
	gha_steps gha-go-modules-build-test-testify-equal-and-require "$d" "go version" \
		"go build -p 1 ./..." "go test -count=1 -p 1 ./..."
	modcache_off
fi
# a CI script under set -x: go version, gofmt check, go vet, go test -v over four packages:
# ~420 lines of passing subtests whose t.Log lines say "error budget exhausted", "attempt 3/3
# failed: ... connection refused", "FAIL path ok", "panic: boom 7 (handler job7 recovered)",
# "got expected error"; a SKIP; one real failure late (window.Take refuses the last token: >=
# where > was meant). Gzipped.
if want go-ci-script-vet-test-v-noisy-logs-late-failure-long; then
	d=$(fresh go-relay-noisy)
	run go-ci-script-vet-test-v-noisy-logs-late-failure-long "$d" bash ci/test.sh
	gz go-ci-script-vet-test-v-noisy-logs-late-failure-long
fi
# go version && go build: go.mod says `go 1.27` (and a toolchain line) after a developer ran
# go mod tidy with a newer Go; CI pins go 1.26.8 with GOTOOLCHAIN=local: "go: go.mod requires
# go >= 1.27 (running go 1.26.8; GOTOOLCHAIN=local)".
if want go-build-go-mod-requires-newer-go; then
	d=$(fresh go-geofence-gomod)
	run go-build-go-mod-requires-newer-go "$d" bash -c "go version && go build ./..."
fi
# make -k check (vet, test, seed): go test -count=2: codec's package-level registry is not
# reset between the two runs, so TestRegisterAndLookup passes once and then fails with
# "duplicate codec"; independently cmd/seed waits on its WaitGroup before reading the unbuffered
# results channel: "fatal error: all goroutines are asleep - deadlock!" with the goroutine
# dump, "exit status 2"; make's two Error lines and "not remade". CRLF.
if want go-make-k-count2-registry-and-deadlock-crlf; then
	d=$(fresh go-codecs-count2)
	run go-make-k-count2-registry-and-deadlock-crlf "$d" make -k check
	crlf go-make-k-count2-registry-and-deadlock-crlf
fi
# make (fmt, vet, test pass): the build target: platform's only file carries //go:build darwin
# (written on a Mac), so on Linux "build constraints exclude all Go files in .../platform".
if want go-make-build-constraints-exclude-all; then
	d=$(fresh go-diskwatch-constraints)
	run go-make-build-constraints-exclude-all "$d" make
fi
# two steps: go vet passes; go test -json: passing tests log "FAIL and error targets are
# ordinary names", "expected error: scan: empty document" and a multi-line "report ok:"; a skip;
# two failures: a parallel subtest of slug.Make (underscores dropped, t.Fatalf) and
# render.Report's header for no links (a multi-line t.Errorf).
if want gha-go-test-json-noisy-logs-parallel-and-multiline; then
	d=$(fresh go-mdlinks-json)
	gha_steps gha-go-test-json-noisy-logs-parallel-and-multiline "$d" "go vet ./..." \
		"go test -json -count=1 -p 1 ./..."
fi
# ci/coverage.sh (set -x for the go commands): tests pass with coverage lines, go tool cover
# -func's table (several 0.0% functions), then the script's own gate: "FAIL: total coverage
# 46.7% is below the required 80%", exit 1.
if want go-ci-script-coverage-gate-below-threshold; then
	d=$(fresh go-ratelimit-cover)
	run go-ci-script-coverage-gate-below-threshold "$d" bash ci/coverage.sh
fi
# success, four steps: go version; staticcheck, a continue-on-error step, is not installed
# ("staticcheck: command not found", exit 127, ##[error] line; the job goes on); go vet; go
# test -race -v: t.Log lines "WARNING: failure 3/3: upstream error: 502 Bad Gateway", "queue:
# panic: nil channel", "dial tcp: connection refused", a SKIP saying "FLAKY".
if want gha-go-staticcheck-continue-on-error-race-v-success; then
	d=$(fresh go-healthz-success)
	gha_steps gha-go-staticcheck-continue-on-error-race-v-success "$d" "go version" \
		"?staticcheck ./..." "go vet ./..." "go test -race -count=1 -v ./..."
fi
# go build -p 1 -v with a fresh module cache: "go: downloading" lines, package names; two
# independent compile errors in two leaf packages: a string given to cli.StringFlag's Aliases
# ([]string) in cliopts, and a switch without a default ("missing return") in report.
if want go-build-v-module-downloads-two-package-errors; then
	d=$(fresh go-logtidy-cli)
	modcache_off; modcache_on
	run go-build-v-module-downloads-two-package-errors "$d" go build -p 1 -v ./...
	modcache_off
fi

# make ci (go vet, go test -race -timeout 5s): keys passes; lru.Get counts hits and misses after
# releasing its mutex: two to four WARNING: DATA RACE reports on those two counters (one
# mistake), "race detected during execution of test"; independently poller sleeps the CDN's
# 30-minute revalidation pause between tries (minutes where the test's fake fetch wants none):
# "panic: test timed out after 5s", "running tests:", the goroutine dump.
if want go-make-test-race-counters-and-timeout-pause; then
	d=$(fresh go-cachesvc-race-timeout)
	run go-make-test-race-counters-and-timeout-pause "$d" make ci
fi

# ================================================================ Rust
export PATH=$RUSTPATH_
# two steps: cargo build; cargo test --no-fail-fast -- --nocapture: the should_panic tests'
# panics ("thread ... panicked at ... invalid header line") and the tests' own eprintln lines
# ("error: feeding a malformed line on purpose", "Traceback-like noise") are printed though the
# tests pass; two real failures: parse_block joins repeated headers with "," not ", "
# (assert_eq) and content_length unwraps a ParseIntError on "1 024".
if want gha-rust-test-nocapture-should-panic-noise-two-failures; then
	d=$(fresh rust-hdrparse-nocapture)
	gha_steps gha-rust-test-nocapture-should-panic-noise-two-failures "$d" "cargo build --offline" \
		"cargo test --offline --no-fail-fast -- --nocapture"
fi
# cargo build: an unused-import warning, E0046 (a trait method added, one impl not updated),
# two E0507 in two functions of another module (a deref move out of a &Track, a field moved out
# of a borrowed struct). CRLF.
if want rust-cargo-build-e0046-e0507-warning-crlf; then
	d=$(fresh rust-playlist-traits)
	run rust-cargo-build-e0046-e0507-warning-crlf "$d" cargo build --offline
	crlf rust-cargo-build-e0046-e0507-warning-crlf
fi
# make check, rustc called directly with --color always: E0308 (`String += String` where
# `&str` is wanted) in fmt_table.rs and E0282 (a collect() whose type is never named) in
# main.rs, "aborting due to 2 previous errors"; make's Error.
if want rust-make-rustc-e0308-e0282-color; then
	d=$(fresh rust-csvsum-rustc)
	run rust-make-rustc-e0308-e0282-color "$d" make check \
		RUSTFLAGS="--edition 2021 -O -C debuginfo=0 --color always"
fi
# three steps: cargo fmt --check is continue-on-error: it prints two diff hunks and fails (the
# ##[error] line is printed, the job goes on); cargo clippy --all-targets passes with three
# warnings (ptr_arg, needless_borrow, needless_return) told twice; cargo test: six pass, one
# fails (f_to_c truncates where the test wants rounding).
if want gha-rust-fmt-continue-on-error-clippy-warnings-test-fail; then
	d=$(fresh rust-tempconv-fmt-clippy)
	gha_steps gha-rust-fmt-continue-on-error-clippy-warnings-test-fail "$d" "?cargo fmt --check" \
		"cargo clippy --offline --all-targets" "cargo test --offline"
fi
# success: cargo build --all-targets && cargo test: the build script's cargo:warning lines
# ("... not checked", "generated 6 error codes (0 failed to parse)"), a deprecation warning in an
# example, told twice; tests named error_*, a should_panic, an ignored test with a reason.
if want rust-cargo-build-script-warnings-deprecated-test-success; then
	d=$(fresh rust-errcodes-buildrs)
	run rust-cargo-build-script-warnings-deprecated-test-success "$d" \
		bash -c "cargo build --offline --all-targets && cargo test --offline"
fi
# ci/test.sh under set -x: cargo build and cargo test -j 1 over a five-crate workspace, ~230
# passing tests, then in the last crate "attempt to divide by zero" (a mean over no trips,
# inside fleet-core's scale()). Gzipped.
if want rust-ci-script-workspace-test-divide-by-zero-long; then
	d=$(fresh rust-fleet-workspace)
	run rust-ci-script-workspace-test-divide-by-zero-long "$d" bash ci/test.sh
	gz rust-ci-script-workspace-test-divide-by-zero-long
fi
# three steps: cargo build, cargo test (1 passed) pass; cargo clippy --color always
# --all-targets -D warnings: redundant_field_names, collapsible_if, useless_format; "could not
# compile" for the lib and for the lib test, "build failed, waiting for other jobs".
if want gha-rust-clippy-deny-three-lints-color; then
	d=$(fresh rust-inventory-clippy)
	gha_steps gha-rust-clippy-deny-three-lints-color "$d" "cargo build --offline" \
		"cargo test --offline" "cargo clippy --offline --color always --all-targets -- -D warnings"
fi

# ================================================================ Python
export PATH=$base_path
py=/usr/bin/python3
# three steps: a venv (--system-site-packages); pip install -e '.[test]' (no index: "Requirement
# already satisfied", an editable wheel built); pytest -s -ra: the sender's own log lines go to
# stderr inline (WARNING attempt failed, ERROR giving up, a logged Traceback of a
# PermanentError) in passing tests; a skip, an xfail; two failures: fold() ignores the header
# name's length (AssertionError), a subject template asks for {customer} (KeyError).
if want gha-py-venv-pip-editable-pytest-s-logging-two-failures; then
	d=$(fresh py-mailqueue-venv)
	gha_steps gha-py-venv-pip-editable-pytest-s-logging-two-failures "$d" \
		"python3 -m venv --system-site-packages .venv" \
		".venv/bin/pip install --no-index --no-build-isolation -e '.[test]'" \
		".venv/bin/python -m pytest -s -ra"
fi
# python3 -m unittest discover -v: the package logs with basicConfig to stderr, so two passing
# tests print "ERROR:syncer.upload:upload failed for ..." with a whole Traceback (PermissionError,
# OSError: No space left on device) before their "ok"; a skip; one FAIL (human_size floors to
# 1 KB). CRLF.
if want py-unittest-v-logged-tracebacks-one-fail-crlf; then
	d=$(fresh py-syncer-unittest)
	run py-unittest-v-logged-tracebacks-one-fail-crlf "$d" "$py" -m unittest discover -v
	crlf py-unittest-v-logged-tracebacks-one-fail-crlf
fi
# ci/test.sh under set -x: python3 --version, pip list | grep, compileall; pytest --color=yes
# with --strict-markers from pyproject: two collection errors, a misspelt marker
# ('integraton' not found in `markers`) and a parametrize with 3 parameter sets and 2 ids.
if want py-ci-script-pytest-strict-markers-ids-collection-errors-color; then
	d=$(fresh py-isodates-markers)
	run py-ci-script-pytest-strict-markers-ids-collection-errors-color "$d" bash ci/test.sh
fi
# make test (make echoes each recipe): flake8 passes (a noqa'd F811); mypy: return, index,
# no-redef, an unused "type: ignore" (warn_unused_ignores), attr-defined; "Found 5 errors";
# pytest never runs.
if want py-make-flake8-mypy-five-codes; then
	d=$(fresh py-billing-mypy)
	run py-make-flake8-mypy-five-codes "$d" make test PY="$py"
fi
# ci/lint.sh under set -x: flake8 --version, flake8 --color=always: F601 twice (one duplicated
# key), E261, E231, W391, F403 and the seven F405 it sets off, E712; pytest never runs.
if want py-ci-script-flake8-star-import-six-findings-color; then
	d=$(fresh py-gridplot-flake8)
	run py-ci-script-flake8-star-import-six-findings-color "$d" bash ci/lint.sh
fi
# three steps: python3 --version, compileall, python3 -m deptree: INFO and WARNING lines ("not
# listed; treating it as external (no error)"), then auth <-> session, a dependency cycle the
# depth-first walk never detects: RecursionError with "[Previous line repeated 991 more times]".
if want gha-py-module-recursionerror-dependency-cycle; then
	d=$(fresh py-deptree-recursion)
	gha_steps gha-py-module-recursionerror-dependency-cycle "$d" "python3 --version" \
		"python3 -m compileall -q deptree" "python3 -m deptree data/deps.txt"
fi
# two steps: a venv and pip install -r requirements-dev.txt (all already satisfied); pytest
# with filterwarnings = error: a passing test expects the DeprecationWarning with pytest.warns,
# another trips it through the "feet" alias and fails with the warning raised as an exception;
# independently fmt() rounds 2.675 down (binary float).
if want gha-py-pip-pytest-filterwarnings-error-deprecation-and-rounding; then
	d=$(fresh py-unitsdb-warnings)
	gha_steps gha-py-pip-pytest-filterwarnings-error-deprecation-and-rounding "$d" \
		"python3 -m venv --system-site-packages .venv && .venv/bin/pip install --no-index -r requirements-dev.txt" \
		".venv/bin/python -m pytest"
fi
# ci/docs.sh under set -x: the link checker prints two "warning:" lines and "0 errors" and
# exits 0; render_docs.py is called without its required --out: argparse's usage line and
# "render_docs.py: error: the following arguments are required: --out", exit 2.
if want py-ci-script-link-warnings-argparse-missing-out; then
	d=$(fresh py-docsite-argparse)
	run py-ci-script-link-warnings-argparse-missing-out "$d" bash ci/docs.sh
fi
# success, three steps: a venv and pip install -r requirements-dev.txt; flake8; pytest -q with
# -rxXs: tests about errors and retries (caplog, "error #1: connection reset"), a
# DeprecationWarning in the warnings summary, an XFAIL "raises TypeError", a skip whose reason
# says "Traceback".
if want gha-py-pip-flake8-pytest-q-warnings-xfail-success; then
	d=$(fresh py-retrykit-success)
	gha_steps gha-py-pip-flake8-pytest-q-warnings-xfail-success "$d" \
		"python3 -m venv --system-site-packages .venv && .venv/bin/pip install --no-index -r requirements-dev.txt" \
		"python3 -m flake8 retrykit tests" ".venv/bin/python -m pytest -q"
fi

# pytest --version && pytest -v: eight passing tests whose ids hold "Error: Disk Full",
# "Traceback analysis", "FAILED builds"; the store fixture's schema.sql has a trailing comma:
# three "ERROR at setup" with the same sqlite3.OperationalError (one cause).
if want py-pytest-v-fixture-schema-setup-errors; then
	d=$(fresh py-notes-sqlite-fixture)
	run py-pytest-v-fixture-schema-setup-errors "$d" bash -c "$py -m pytest --version && $py -m pytest -v"
fi

[ $# -eq 0 ] && rm -rf "${work:?}"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
