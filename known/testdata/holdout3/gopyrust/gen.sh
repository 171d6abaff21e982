#!/bin/bash
# THIRD HOLDOUT logs, Go / Rust / Python family: real tool output the known/ formats were NOT
# tuned on, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h3 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h3 known/testdata/holdout3/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real
# tool run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The logs live in logs/ (not directly in
# this folder) so the tests that glob testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only), cargo/rustc 1.95.0 (no crates), Debian's Python 3.11.2 (/usr/bin/python3)
# with pytest 7.2.1, mypy 1.0.1 and flake8 5.0.4.
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
# Some output varies from run to run (timings, addresses, goroutine and thread ids, temp dir
# names). gha-go-test-v-parallel-subtests runs t.Parallel() subtests, so the order of its
# === CONT / === NAME / --- PASS lines (and so the line numbers of its failures) changes from
# run to run: after regenerating it, re-check its line numbers in manifest.jsonl. The other
# logs keep their line numbers (go test -json runs with -p 1 so its events do not interleave).
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout3-gopyrust
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
	# catalog: a type renamed (Item -> Product) with 10+ uses left: "too many errors";
	# pricing: two unrelated errors. The two packages do not depend on each other.
	d=$(fresh go-build-many);   run go-build-too-many-errors "$d" go build ./...
	# t.Parallel() subtests, two failing (one per package), -v: === PAUSE/CONT/NAME.
	d=$(fresh go-parallel);     gha gha-go-test-v-parallel-subtests "$d" "go test -v -count=1 ./..."
	# notify imports a module that is not there ([setup failed]); a worker goroutine
	# started by a test dereferences a nil payload (the whole test binary dies).
	d=$(fresh go-goroutine);    run go-test-setup-failed-goroutine-panic "$d" go test -count=1 ./...
	# -json: tz does not build (missing import), units has a failing test, bbox passes.
	d=$(fresh go-json);         run go-test-json-fail-and-build-failure "$d" go test -json -p 1 -count=1 ./...
	# three steps: go version and go build pass, go vet finds two printf mistakes.
	d=$(fresh go-vet-printf);   gha_steps gha-go-build-then-vet-printf "$d" "go version" "go build ./..." "go vet ./..."
fi

# ---------------------------------------------------------------- Rust
if sect rust && have cargo; then
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# workspace of two crates: the library builds with three warnings, the binary that
	# uses it fails with E0425 and E0308 (help: and note: lines).
	d=$(fresh rust-workspace);  run rust-cargo-workspace-warnings-errors-color "$d" cargo build --color always
	# two steps: cargo build passes; cargo test --no-fail-fast: a should_panic test that
	# does not panic, and a failing doc-test.
	d=$(fresh rust-shouldpanic); gha_steps gha-rust-cargo-test-should-panic-doctest "$d" "cargo build" "cargo test --no-fail-fast"
	# success: three ignored tests and a warning in test code. CRLF: as a Windows runner stores it.
	d=$(fresh rust-ignored);    run rust-cargo-test-ignored-success-crlf "$d" cargo test
	sed -i 's/$/\r/' "$logs/rust-cargo-test-ignored-success-crlf.log"
fi

# ---------------------------------------------------------------- Python
py=/usr/bin/python3
if sect py && "$py" -m pytest --version >/dev/null 2>&1; then
	# ~400 parametrized cases in -v, three failing from three different bugs; colour forced.
	d=$(fresh py-param-long);   run py-pytest-v-parametrized-color "$d" "$py" -m pytest -v --color=yes -p no:cacheprovider
	# a module-scoped fixture whose schema has a syntax error errors three tests at setup;
	# another fixture fails at teardown after its test passed. Gzipped.
	d=$(fresh py-fixture);      run py-pytest-fixture-setup-teardown-errors "$d" "$py" -m pytest -p no:cacheprovider
	gzip -9 -n -f "$logs/py-pytest-fixture-setup-teardown-errors.log"
	# success with skips (skip, skipif, importorskip), an xfail and two xpasses, -ra.
	d=$(fresh py-xfail);        run py-pytest-xfail-xpass-skips-success "$d" "$py" -m pytest -ra -p no:cacheprovider
fi
if sect py && "$py" -m pytest --version >/dev/null 2>&1 && "$py" -m mypy --version >/dev/null 2>&1; then
	# two steps: mypy passes, pytest -x stops at the first of two failing tests.
	d=$(fresh py-stop-early);   gha_steps gha-py-mypy-then-pytest-x "$d" "$py -m mypy --no-incremental invoicing" "$py -m pytest -x -p no:cacheprovider"
fi
if sect py && "$py" -m flake8 --version >/dev/null 2>&1; then
	# --statistics --count: findings, the per-code statistics, then the total.
	d=$(fresh py-flake8-stats); run py-flake8-statistics-count "$d" "$py" -m flake8 --statistics --count feedgen
fi
if sect py; then
	# asyncio.TaskGroup: two tasks fail at once (bad JSON, missing key): an ExceptionGroup.
	d=$(fresh py-taskgroup);    run py-asyncio-taskgroup-exception-group "$d" "$py" check_mirrors.py
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
