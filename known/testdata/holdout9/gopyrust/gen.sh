#!/bin/bash
# NINTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python tools
# the issue lists, most of them as whole CI jobs (two to four steps: versions, gofmt, build,
# vet, lint, install, test) with the failure in one step and the earlier steps passing with
# their ordinary noise; the rest single-tool runs of failures the earlier holdouts lack.
# Labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h9 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h9 known/testdata/holdout9/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. A job that is not GitHub Actions-wrapped runs its
# steps the way such projects do: a CI shell script under `set -x` (bash prints `+ cmd`), a
# Makefile target (make echoes each recipe line), or a script that prints its own headers.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only, a GOCACHE of its own; one log uses -mod=readonly, see below),
# cargo/rustc/rustfmt 1.95.0 (no crates, --offline, RUST_BACKTRACE unset), Debian's Python
# 3.11.2 (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1, flake8 5.0.4 (pycodestyle 2.10.0,
# pyflakes 2.5.0, mccabe 0.7.0), pip 23.0.1 and setuptools 66.1.1 (python3 -m venv
# --system-site-packages). ruff cannot be had here (no registry for it): no ruff log.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; gha_steps makes
# a job of several steps that stops at the first failing one, later steps write nothing);
# *-color forces the tool's colour with its own flag (cargo/libtest --color always, pytest
# --color=yes, flake8 --color=always); *-crlf has CRLF line ends (sed); *-long logs are
# 300-320 lines with the failure late; two logs are gzipped (.log.gz). exits.tsv records each
# command's exit status.
#
# Sections: ONLY="go rust py" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Run to run differences: timings, addresses, goroutine and thread ids, hash-named cargo
# binaries, temporary directory names in pip's output, go -json timestamps, and the order of
# parallel output (t.Parallel subtests, go vet's and flake8's findings, libtest's threads, the
# race detector's report count) change; label.py finds the labelled lines by pattern, so run
# label.py and then check.py after regenerating.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout9-gopyrust
mkdir -p "$logs" "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH
base_path=/usr/sbin:/usr/bin:/sbin:/bin

have() { command -v "$1" >/dev/null 2>&1 || { echo "skip: $1 is not installed" >&2; return 1; }; }
# fresh NAME: a clean copy of src/NAME in $work/NAME; prints its path.
fresh() { rm -rf "${work:?}/$1" && cp -r "$here/src/$1" "$work/$1" && echo "$work/$1"; }
# run ID DIR CMD...: runs CMD in DIR, its stdout and stderr to logs/ID.log.
run() {
	local id=$1 dir=$2
	shift 2
	(cd "$dir" && "$@") > "$logs/$id.log" 2>&1
	local rc=$?
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
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
# step (the steps after it are skipped, and a skipped step writes nothing to the job log).
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
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }
# sect NAME: run only the sections listed in $ONLY (all when unset).
sect() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# ---------------------------------------------------------------- Go
if sect go && PATH=/usr/local/go/bin:$base_path have go; then (
	export PATH=/usr/local/go/bin:$base_path
	export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOCACHE=/root/.cache/go-build-helper-gopyrust
	# two steps: go version; go build: media.Asset.Size became int64 and quota still does int
	# arithmetic with it (ten mismatched-types / cannot-use errors, then "too many errors");
	# independently config.Lookup returns nil from a string function.
	d=$(fresh go-mediavault-int64)
	gha_steps gha-go-build-int64-mismatched-too-many-errors "$d" "go version" "go build -p 1 ./..."
	# a CI script under set -x: go version, go env, go build: go.mod requires golang.org/x/text
	# but go.sum was never committed: five "missing go.sum entry" errors (two packages import
	# five x/text packages). Default module mode (-mod=readonly), no proxy. CRLF.
	d=$(fresh go-slugger-gosum)
	run go-ci-script-missing-go-sum-entry-crlf "$d" env GOFLAGS=-mod=readonly bash ci/build.sh
	crlf go-ci-script-missing-go-sum-entry-crlf
	# three steps: go version; go build passes; go vet: unmarshal, hostport, testinggoroutine,
	# waitgroup (Add inside the goroutine), appends, defers, sigchanyzer; the test step is
	# skipped.
	d=$(fresh go-uptimed-vet)
	gha_steps gha-go-build-vet-seven-analyzers "$d" "go version" "go build ./..." "go vet ./..." \
		"go test ./..."
	# a CI script under set -x: go version, a gofmt check, go vet pass; go test (no -v): the last
	# page of a listing is dropped (t.Fatalf) and a date is printed "01 Mar" for "1 Mar"
	# (t.Errorf); ok and [no test files] packages.
	d=$(fresh go-bookshelf-test)
	run go-ci-script-gofmt-vet-test-two-failures "$d" bash ci/test.sh
	# make (vet, then test -v) over four packages (~315 lines): 120 roman-numeral subtests and
	# unit conversions pass, then the webhook decoder asserts a JSON number to int: "panic:
	# interface conversion: interface {} is float64, not int [recovered, repanicked]" with the
	# goroutine trace of TestDecodeOrder. Gzipped.
	d=$(fresh go-orderfeed-panic)
	run go-make-vet-test-v-interface-conversion-panic-long "$d" make
	gz go-make-vet-test-v-interface-conversion-panic-long
	# a CI script that prints its own "==>" headers: go build, then go test -json -timeout 4s:
	# SendAll does wg.Add(len(mails)) but skips invalid addresses without Done, so
	# TestSendAllSkipsInvalid waits forever: "panic: test timed out after 4s" as output events.
	d=$(fresh go-batchmail-timeout)
	run go-ci-script-test-json-timeout-waitgroup "$d" sh ci/run.sh
	# two steps: go vet passes; go test -race (no -v): the link checker's goroutines all write
	# one captured firstErr: WARNING: DATA RACE, "race detected during execution of test".
	d=$(fresh go-linkcheck-race)
	gha_steps gha-go-vet-test-race-shared-error "$d" "go vet ./..." "go test -race -count=1 -p 1 ./..."
	# go test -v -shuffle (fixed seed) -parallel 4 over two packages of t.Parallel table tests
	# (PAUSE/CONT/NAME): Cache-Control max-age=0 is dropped by the parser; freshness ignores the
	# upstream Age header; a SKIP; a passing test's t.Log.
	d=$(fresh go-httpcache-parallel)
	run go-test-v-shuffle-parallel-two-tests "$d" go test -count=1 -p 1 -v -shuffle=1715000000 -parallel 4 ./...
	# success: make ci: go vet, go test, then benchmarks (-benchtime 200x -benchmem).
	d=$(fresh go-latency-bench-success)
	run go-make-vet-test-bench-success "$d" make ci
); fi

# ---------------------------------------------------------------- Rust
if sect rust && PATH=/root/.cargo/bin:$base_path have cargo; then (
	export PATH=/root/.cargo/bin:$base_path
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# two steps: cargo fmt --check passes; cargo build --color always: ledger.rs uses HashMap
	# without importing it (E0425 in the return type, E0433 at HashMap::new), a typo'd
	# `creditor` for `creditors` in settle.rs (E0425), an unused-import warning.
	d=$(fresh rust-splitbill-e0433)
	gha_steps gha-rust-fmt-build-e0425-e0433-color "$d" "cargo fmt --check" \
		"cargo build --offline --color always"
	# cargo build: a Vec pushed to without `mut` (E0596) and a `let total = 0.0` summed into
	# (E0384); an unused-variable warning in main. CRLF.
	d=$(fresh rust-csvstats-borrowck)
	run rust-cargo-build-e0596-e0384-crlf "$d" cargo build --offline
	crlf rust-cargo-build-e0596-e0384-crlf
	# two steps: cargo build passes; cargo test: the integration test spawns producer threads
	# with a non-move closure borrowing p and q (E0373, E0597): test "concurrency" does not
	# compile.
	d=$(fresh rust-jobqueue-e0373)
	gha_steps gha-rust-build-then-test-e0373-e0597 "$d" "cargo build --offline" "cargo test --offline"
	# a CI script under set -x: cargo build --all-targets passes; cargo test --no-fail-fast: a
	# key with spaces around '=' is stored untrimmed (Option::unwrap() on None), and section
	# names are case-sensitive (assert! with a message); clippy never runs.
	d=$(fresh rust-iniconf-test)
	run rust-ci-script-build-test-unwrap-none-assert-msg "$d" bash ci/check.sh
	# cargo test --workspace, colour forced for cargo and libtest (~300 lines): 151 colorspace
	# and 102 contrast tests pass, then themegen's integration test wants upper-case hex.
	# Gzipped.
	d=$(fresh rust-palette-workspace-long)
	run rust-cargo-test-workspace-late-failure-long-color "$d" \
		cargo test --offline --workspace --color always -- --color always
	gz rust-cargo-test-workspace-late-failure-long-color
	# success, bash -x: cargo build (two warnings), cargo test: unit tests (one ignored with a
	# reason), an integration test, three doc-tests.
	d=$(fresh rust-humantime-success)
	run rust-cargo-build-test-doctests-success "$d" bash -xc \
		"cargo build --offline && cargo test --offline"
); fi

# ---------------------------------------------------------------- Python
if sect py; then (
	export PATH=$base_path PYTHONDONTWRITEBYTECODE=1
	unset PIP_FIND_LINKS  # the machine's own wheel folder; a CI runner has none
	py=/usr/bin/python3
	# three steps: python3 --version; compileall; python3 -m stocksync.sync --dry-run data:
	# INFO lines, then a CSV whose header says "Qty on hand": KeyError, "During handling of the
	# above exception, another exception occurred:", AttributeError ('KeyError' object has no
	# attribute 'message', a Python 2 habit in the except clause).
	d=$(fresh py-stocksync-during-handling)
	gha_steps gha-py-compileall-script-during-handling "$d" "python3 --version" \
		"python3 -m compileall -q stocksync" "python3 -m stocksync.sync --dry-run data"
	# a CI script under set -x: flake8 passes; pytest -ra --color=yes: the example TOML repeats
	# a key (TOMLDecodeError, "The above exception was the direct cause of the following
	# exception:", ConfigError), and split_rounds drops the last stop (an off-by-one range).
	d=$(fresh py-routeplan-direct-cause)
	run py-ci-script-flake8-pytest-ra-direct-cause-color "$d" bash ci/test.sh
	# pytest -q: a module-scoped fixture asks for the function-scoped tmp_path: five tests
	# ERROR at setup with ScopeMismatch; an unrelated failure (slugs cut mid-word). CRLF.
	d=$(fresh py-notesdb-scope-mismatch)
	run py-pytest-q-scope-mismatch-setup-errors-crlf "$d" "$py" -m pytest -p no:cacheprovider -q
	crlf py-pytest-q-scope-mismatch-setup-errors-crlf
	# a CI script under set -x: flake8 passes; pytest: a parametrize names "raw" while the test
	# takes "text": "In test_parse_size: function uses no argument 'raw'", a collection error.
	d=$(fresh py-sizeparse-collect-param)
	run py-ci-script-flake8-pytest-collection-param-typo "$d" bash ci.sh
	# three steps (~310 lines): venv; pip install -v of the project (setuptools' build output);
	# pytest -v over 80 tests: four rows of the wind-chill table fail from one bug (km/h passed
	# where the formula wants km/h, converted to mph), a DeprecationWarning summary.
	d=$(fresh py-weatherstats-pip-long)
	gha_steps gha-py-venv-pip-install-v-pytest-v-table-rows-long "$d" \
		"python3 -m venv --system-site-packages .venv" \
		".venv/bin/pip install -v --no-cache-dir --no-deps --no-build-isolation ." \
		".venv/bin/python -m pytest -v"
	# make check: compileall, then unittest discover -v: the SMS gateway's sender is
	# keyword-only and the autospec mock rejects the positional call (two ERRORs, one
	# TypeError), a too-short number is accepted ("ValueError not raised"), a reminder moved
	# a day too early; a skip. CRLF.
	d=$(fresh py-reminders-unittest)
	run py-make-compileall-unittest-v-mock-autospec-crlf "$d" make check
	crlf py-make-compileall-unittest-v-mock-autospec-crlf
	# two steps: flake8 passes; mypy (setup.cfg): typeddict-item, operator, override (with its
	# Superclass/Subclass notes), var-annotated.
	d=$(fresh py-parcels-mypy)
	gha_steps gha-py-flake8-mypy-override-typeddict "$d" "python3 -m flake8" "python3 -m mypy"
	# make lint: flake8 --version, then flake8 --color=always: F821, E999 (an f-string with
	# nested double quotes, valid only from Python 3.12), E741, E722; mypy never runs.
	d=$(fresh py-tagcloud-flake8)
	run py-make-lint-flake8-e999-color "$d" make lint
	# success, a CI script under set -x: flake8, mypy --strict (setup.cfg), pytest -q -ra: a
	# skip and an xfail.
	d=$(fresh py-cronexpr-success)
	run py-ci-script-flake8-mypy-pytest-q-success "$d" bash ci/check.sh
); fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
