#!/bin/bash
# SIXTH HOLDOUT logs, Go / Rust / Python family: the MAINSTREAM failures (the kind a maintainer
# sees every week), real tool output labelled by hand in manifest.jsonl (score_known.py's
# format). Score them with
#   go build -o /tmp/wt-h6 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h6 known/testdata/holdout6/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real
# tool run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The logs live in logs/ so the tests that
# glob testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only), cargo/rustc 1.95.0 (no crates, --offline), Debian's Python 3.11.2
# (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1 and flake8 5.0.4.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; gha_steps makes
# a job of several steps that stops at the first failing one); *-color forces the tool's
# colour; *-crlf has CRLF line ends; one log is gzipped (.log.gz). exits.tsv records each
# command's exit status.
#
# Sections: ONLY="go rust py" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Some output varies from run to run (timings, addresses, goroutine and thread ids); the
# labelled line numbers do not: go build and go test -v run with -p 1 where several packages
# print, and cargo test with --test-threads=1, so their order is fixed.
# The labelled "panicked at" line of rust-cargo-test-assert-eq holds the thread id: after
# regenerating, update its "text" in manifest.jsonl (the line number stays).
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout6-gopyrust
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
	# three steps: go version, gofmt check passes; go build: "imported and not used" in feed,
	# "declared and not used" in digest (two packages, two independent causes).
	d=$(fresh go-unused);     gha_steps gha-go-gofmt-then-build-unused "$d" "go version" 'test -z "$(gofmt -l .)"' "go build -p 1 ./..."
	# go test -v over five packages (~150 table-driven subtests): one row of TestParse in size
	# fails (t.Fatalf: lower-case "mib" is not accepted); passing tests log "error" lines. Gzipped.
	d=$(fresh go-table);      run go-test-v-table-subtest-fail "$d" go test -count=1 -p 1 -v ./...
	gzip -9 -n -f "$logs/go-test-v-table-subtest-fail.log"
	# go test ./...: TestFromEnvStaging panics with a nil pointer dereference (config.Lookup
	# returns nil for an unknown profile). CRLF.
	d=$(fresh go-nilpanic);   run go-test-nil-pointer-panic-crlf "$d" go test -count=1 ./...
	sed -i 's/$/\r/' "$logs/go-test-nil-pointer-panic-crlf.log"
	# success, two steps: go vet, go test -short -v with two skipped tests and passing tests
	# that log "error" messages.
	d=$(fresh go-success);    gha_steps gha-go-vet-test-short-v-success "$d" "go vet ./..." "go test -count=1 -short -v ./..."
fi

# ---------------------------------------------------------------- Rust
if sect rust && have cargo; then
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# two steps: versions; cargo build --color always: two E0308 (u32 vs usize) in two
	# modules and an unused-import warning.
	d=$(fresh rust-mismatch); gha_steps gha-rust-cargo-build-mismatched-types-color "$d" "rustc --version && cargo --version" "cargo build --offline --color always"
	# cargo test -- --test-threads=1 (a fixed order): 18 unit tests, one assert_eq! fails (from_roman accepts "IIII").
	d=$(fresh rust-asserteq); run rust-cargo-test-assert-eq "$d" cargo test --offline -- --test-threads=1
fi

# ---------------------------------------------------------------- Python
py=/usr/bin/python3
if sect py; then
	# pytest -v --color=yes: 103 tests, one assertion failure (tax on the subtotal, not
	# after the discount).
	d=$(fresh py-pytest-long);  gha gha-py-pytest-v-one-failure-color "$d" "$py -m pytest -v --color=yes -p no:cacheprovider"
	# pytest -q: tests/test_export.py imports a function that does not exist (ImportError at
	# collection), the run is interrupted.
	d=$(fresh py-importerror);  run py-pytest-q-collection-importerror "$d" "$py" -m pytest -q -p no:cacheprovider
	# two steps: json.tool validates the config; the render script dies with KeyError: 'port'.
	d=$(fresh py-keyerror);     gha_steps gha-py-json-check-then-script-keyerror "$d" "$py -m json.tool deploy/services.json > /dev/null" "$py -u scripts/render_manifests.py deploy/services.json build/manifests"
	# two steps: flake8 passes; mypy: three incompatible-type errors in two files.
	d=$(fresh py-mypy);         gha_steps gha-py-flake8-then-mypy-incompatible-types "$d" "$py -m flake8 shortener" "$py -m mypy --no-incremental shortener"
	# flake8 --color=always: eleven findings in four files.
	d=$(fresh py-flake8);       run py-flake8-findings-color "$d" "$py" -m flake8 --color=always weather tests
	# success: unittest -v, 14 tests, two skipped.
	d=$(fresh py-unittest-ok);  run py-unittest-v-skipped-success "$d" env -u CRON_SLOW "$py" -m unittest -v
fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
