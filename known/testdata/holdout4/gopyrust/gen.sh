#!/bin/bash
# FOURTH HOLDOUT logs, Go / Rust / Python family: real tool output the known/ formats were NOT
# tuned on, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h4 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h4 known/testdata/holdout4/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real
# tool run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The logs live in logs/ (not directly in
# this folder) so the tests that glob testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only), cargo/rustc/clippy 1.95.0 (no crates), Debian's Python 3.11.2
# (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1 and flake8 5.0.4.
#
# Variants as a CI runner makes them: gha-* are wrapped the way GitHub Actions stores a job
# log (each line prefixed with a timestamp, the step in ##[group]Run ... ##[endgroup], and
# ##[error]Process completed with exit code N. after a failed step; gha_steps makes a job of
# several steps that stops at the first failing one); *-color runs the tool with its colour
# forced on; *-crlf has CRLF line ends (a Windows runner); one log is gzipped (.log.gz).
# exits.tsv records each command's exit status.
#
# Sections: ONLY="go rust py" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Some output varies from run to run (timings, addresses, goroutine and thread ids, the
# logging timestamps of the reconcile script, the order of the "test x ... ok" lines inside
# one cargo test binary). The line numbers do not (every block keeps its length), except in
# go-vet-copylocks-unreachable-structtag: go vet prints its two packages, and the analyzers
# within a package, in the order they finish, so its six lines come in varying order; after
# regenerating it, re-check its line numbers in manifest.jsonl.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout4-gopyrust
mkdir -p "$logs"
mkdir -p "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"

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
# gha ID DIR CMD: runs CMD (a shell command line) in DIR as a one-step job log.
gha() {
	local id=$1 dir=$2 cmd=$3 out rc
	out=$(mktemp)
	(cd "$dir" && bash -e -c "$cmd") > "$out" 2>&1
	rc=$?
	gha_step "$cmd" "$rc" < "$out" | stamp > "$logs/$id.log"
	printf '%s\t%s\n' "$id" "$rc" >> "$logs/exits.tsv"
	rm -f "$out"
}
# gha_steps ID DIR "CMD1" "CMD2" ...: a multi-step job; stops at the first failing step.
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
# sect NAME: run only the sections listed in $ONLY (all when unset).
sect() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# ---------------------------------------------------------------- Go
if sect go && have go; then
	export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
	# go vet over two packages: gauge has copylocks (a value receiver, a copy in a range
	# loop) and unreachable code; export has two struct-tag findings and unreachable code.
	d=$(fresh go-vet-two-pkgs);     run go-vet-copylocks-unreachable-structtag "$d" go vet ./...
	# go test ./... (no -v): rates fails two tests (a band boundary off by one, three
	# messages; Floor for Round), zones panics in init() (a duplicate table row), labels passes.
	d=$(fresh go-test-init-panic);  gha gha-go-test-fail-and-init-panic "$d" "go test -count=1 ./..."
	# two steps: go vet passes; go test -race: a write outside the lock in Cache.Get,
	# raced by the goroutines of one subtest (TestCache/concurrent_get).
	d=$(fresh go-race-subtest);     gha_steps gha-go-vet-then-test-race-subtest "$d" "go vet ./..." "go test -race -count=1 ./..."
	# post -> render -> post: "import cycle not allowed" (nothing else is compiled).
	d=$(fresh go-import-cycle);     run go-build-import-cycle "$d" go build ./...
	# -run TestParse -v: a t.Fatalf in a helper with t.Helper() (reported at the caller's
	# line) and one in a helper without it (reported inside the helper). CRLF.
	d=$(fresh go-helper-fatal);     run go-test-run-v-helper-fatal-crlf "$d" go test -count=1 -run TestParse -v ./...
	sed -i 's/$/\r/' "$logs/go-test-run-v-helper-fatal-crlf.log"
fi

# ---------------------------------------------------------------- Rust
if sect rust && have cargo; then
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# one crate, two modules: two E0502 borrow errors in inventory.rs, E0515 and "lifetime
	# may not live long enough" in tokens.rs, two warnings. Colour forced.
	d=$(fresh rust-borrow-lifetime); run rust-cargo-build-borrow-lifetime-color "$d" cargo build --color always
	# workspace of two crates, two steps: cargo build passes; cargo test: four test binaries
	# pass, the integration test binary timesheet/tests/sheet.rs has one failing test.
	d=$(fresh rust-test-workspace);  gha_steps gha-rust-cargo-build-then-test-workspace "$d" "cargo build" "cargo test"
	# rustc on one file: a macro_rules! newtype instantiated for a type without Display and
	# FromStr (errors inside the macro, "in this macro invocation"), plus two more E0277.
	d=$(fresh rust-macro);          run rust-rustc-macro-trait-errors "$d" rustc --edition 2021 units.rs
	# success: cargo clippy with five warnings over a lib and a bin.
	d=$(fresh rust-clippy);         run rust-cargo-clippy-warnings-success "$d" cargo clippy
fi

# ---------------------------------------------------------------- Python
py=/usr/bin/python3
if sect py && "$py" -m pytest --version >/dev/null 2>&1; then
	# pytest -vv, 157 tests, one failing with a long nested dict diff (Full diff:). Colour forced.
	d=$(fresh py-dict-diff);        run py-pytest-vv-dict-diff-color "$d" "$py" -m pytest -vv --color=yes -p no:cacheprovider
	# two steps: flake8 on the package passes; pytest --continue-on-collection-errors: a test
	# module with merge-conflict markers (SyntaxError) is not collected, the rest run and pass.
	d=$(fresh py-collect-syntax);   gha_steps gha-py-flake8-then-pytest-collection-syntaxerror "$d" "$py -m flake8 geofence" "$py -m pytest -p no:cacheprovider --continue-on-collection-errors"
fi
if sect py; then
	# unittest discovery over nested test packages: a skipped class, an expected failure, one FAIL.
	d=$(fresh py-unittest-discover); run py-unittest-discover-skip-xfail-fail "$d" "$py" -m unittest discover -v
	# a script logging INFO/WARNING lines per record (~300 lines), then a KeyError. Gzipped.
	d=$(fresh py-logging-keyerror); run py-logging-reconcile-keyerror "$d" "$py" reconcile.py data/settlements.csv data/orders.csv
	gzip -9 -n -f "$logs/py-logging-reconcile-keyerror.log"
fi
if sect py && "$py" -m mypy --version >/dev/null 2>&1; then
	# mypy --strict: errors in three files, one of them (an untyped decorator) set off by
	# another file's missing annotation.
	d=$(fresh py-mypy-strict);      gha gha-py-mypy-strict-three-files "$d" "$py -m mypy --strict --no-incremental webhooks"
fi
if sect py && "$py" -m pytest --version >/dev/null 2>&1 && "$py" -m mypy --version >/dev/null 2>&1 && "$py" -m flake8 --version >/dev/null 2>&1; then
	# success, three steps: flake8, mypy (strict via setup.cfg), pytest -v -rs with two skips
	# and three DeprecationWarnings; passing tests are named test_parse_error_on_invalid[...].
	d=$(fresh py-ci-success);       gha_steps gha-py-flake8-mypy-pytest-success "$d" "$py -m flake8 semver tests" "$py -m mypy --no-incremental semver" "$py -m pytest -v -rs -p no:cacheprovider"
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
