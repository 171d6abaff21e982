#!/bin/bash
# SEVENTH HOLDOUT logs, Go / Rust / Python family: the formats the earlier holdouts covered
# least (go vet analyzers, go test -json, test timeouts, the race detector, parallel subtests,
# the compiler's "too many errors", [build failed] packages; cargo test, clippy -D warnings,
# the borrow checker; pytest fixtures, -x, strict xfail; unittest; pylint and mypy --strict;
# chained Python tracebacks), as real tool output labelled by hand in manifest.jsonl
# (score_known.py's format). Score them with
#   go build -o /tmp/wt-h7 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h7 known/testdata/holdout7/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real
# tool run over a small project in src/<scenario>/, copied to a fixed work directory so the
# paths in the logs stay the same from run to run. The logs live in logs/ so the tests that
# glob testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only, a GOCACHE of its own), cargo/rustc/clippy 1.95.0 (no crates,
# --offline, RUST_BACKTRACE unset), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1,
# mypy 1.0.1, pylint 2.16.2 (Debian package pylint, installed with apt-get for this set) and
# PyYAML 6.0 (no stubs).
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; gha_steps makes
# a job of several steps that stops at the first failing one); *-color forces the tool's
# colour with its own flag; *-crlf has CRLF line ends (sed); two logs are gzipped (.log.gz).
# exits.tsv records each command's exit status.
#
# Sections: ONLY="go rust py" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Run to run differences: timings, addresses, goroutine and thread ids, and the order of
# parallel output (t.Parallel subtests, go vet's packages, cargo's lib and lib-test targets, the
# race detector's report count) change; label.py finds the labelled lines by pattern, so run
# label.py and then check.py after regenerating.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout7-gopyrust
mkdir -p "$logs" "$work"
[ -z "${ONLY:-}" ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
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
	# go vet over four packages: copylocks twice (a range over []Counter, a Counter returned by
	# value), printf three times (fmt.Println with %d, %w given err.Error(), a printf wrapper
	# Infof short of an argument), unreachable code after a for-select loop, and a t.Fatal
	# from a goroutine in a test (testinggoroutine). CRLF.
	d=$(fresh go-vet-tally)
	run go-vet-printf-copylocks-unreachable-crlf "$d" go vet -p 1 ./...
	crlf go-vet-printf-copylocks-unreachable-crlf
	# go test -json over three packages (~360 events): money passes (parallel subtests, t.Logf
	# "error (expected)"), sheet panics (index out of range on a short CSV row), tax fails three
	# parallel rows of TestOn from one bug (VAT truncated instead of rounded).
	d=$(fresh go-json-invoice)
	run go-test-json-panic-and-parallel-rows-long "$d" go test -json -count=1 -p 1 ./...
	# two steps: go vet passes; go test -v -timeout 3s: Cache.Put calls Len() while holding
	# the mutex (sync.Mutex is not re-entrant): "panic: test timed out after 3s" with the
	# running test and a goroutine dump (four janitor goroutines, the blocked Lock); ttl passes.
	d=$(fresh go-timeout-lru)
	gha_steps gha-go-test-v-timeout-mutex-relock "$d" "go vet ./..." "go test -count=1 -p 1 -v -timeout 3s ./..."
	# go test -race over three packages: two independent data races (fetch: goroutines set a
	# shared firstErr without a lock; hist: Observe updates max outside the mutex), each
	# "race detected during execution of test"; robots passes.
	d=$(fresh go-race-crawl)
	run go-test-race-two-packages "$d" go test -race -count=1 -p 1 ./...
	# go test -v -parallel 8 over three packages (~280 lines): celsius and length pass with
	# parallel subtests (=== PAUSE / CONT / NAME), then quantity fails two parallel rows of
	# TestParse from two bugs (unit "L" is case-sensitive; "1.5e3" is not read as a number).
	# Gzipped.
	d=$(fresh go-parallel-units)
	run go-test-v-parallel-name-two-rows-long "$d" go test -count=1 -p 1 -parallel 8 -v ./...
	gz go-test-v-parallel-name-two-rows-long
	# two steps: go version; go build: the api package's auth.go is missing a return, and
	# notes.go still calls store.Get/Put/List without the context.Context they now take: nine
	# "not enough arguments" (have/want lines) and the compiler's "too many errors".
	d=$(fresh go-build-ctx-signature)
	gha_steps gha-go-build-ctx-signature-too-many-errors "$d" "go version" "go build -p 1 ./..."
	# go test ./...: ledger no longer compiles (an int assigned to an int64 field), so ledger
	# and report (which imports it) are [build failed]; iban's TestFormat fails (the last
	# block of four is dropped, three messages); currency passes.
	d=$(fresh go-test-buildfail-pay)
	run go-test-build-failed-dependent-and-test-fail "$d" go test -count=1 -p 1 ./...
	# success, three steps: go version, go vet, go test -json -short (~240 events, two skips,
	# passing subtests logging "got expected error").
	d=$(fresh go-json-success-textkit)
	gha_steps gha-go-vet-test-json-short-success-long "$d" "go version" "go vet ./..." \
		"go test -json -short -count=1 -p 1 ./..."
); fi

# ---------------------------------------------------------------- Rust
if sect rust && PATH=/root/.cargo/bin:$base_path have cargo; then (
	export PATH=/root/.cargo/bin:$base_path
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# two steps: cargo build; cargo test --no-fail-fast, colour forced for cargo and libtest:
	# a unit test panics with "attempt to subtract with overflow" (the clock went backwards) and
	# a #[should_panic] test did not panic (new() never checks the refill rate); the
	# integration test binary passes.
	d=$(fresh rust-test-ratelimit)
	gha_steps gha-rust-cargo-test-overflow-should-panic-color "$d" "cargo build --offline" \
		"cargo test --offline --no-fail-fast --color always -- --test-threads=1 --color always"
	# cargo clippy --all-targets -- -D warnings, colour forced: an unused variable (rustc lint)
	# and manual_strip in the lib, bool_assert_comparison in its tests; the lib and lib-test
	# targets fail in either order.
	d=$(fresh rust-clippy-deny-csvstat)
	run rust-cargo-clippy-deny-warnings-all-targets-color "$d" \
		cargo clippy --offline --all-targets --color always -- -D warnings
	# cargo build: E0499 (two mutable borrows of a HashMap), E0382 twice (a Track pushed to
	# history then returned; a Vec moved into extend() inside a loop). CRLF.
	d=$(fresh rust-borrowck-playlist)
	run rust-cargo-build-borrowck-e0499-e0382-crlf "$d" cargo build --offline
	crlf rust-cargo-build-borrowck-e0499-e0382-crlf
	# success: clippy -D warnings is clean, then cargo test -q (dots, one ignored test).
	d=$(fresh rust-success-humanize)
	run rust-clippy-clean-cargo-test-q-success "$d" bash -c \
		"cargo clippy --offline --all-targets -- -D warnings && cargo test --offline -q"
); fi

# ---------------------------------------------------------------- Python
if sect py; then (
	export PATH=$base_path
	py=/usr/bin/python3
	# two steps: python3 --version; pytest -ra: a session-scoped fixture's seed.sql inserts
	# into a column the schema lacks, so the five tests using the db fixture ERROR at setup
	# (five copies of one traceback), and an independent failure (label() calls .upper() on a
	# None carrier).
	d=$(fresh py-pytest-session-fixture)
	gha_steps gha-py-pytest-session-fixture-setup-errors "$d" "$py --version" \
		"$py -m pytest -p no:cacheprovider -ra"
	# pytest -v -x over ~320 tests: the 296th fails (ISO week of 2021-01-02 computed in the
	# wrong year) and -x stops the run; a later row with the same bug never runs. Gzipped.
	d=$(fresh py-pytest-x-weeks)
	run py-pytest-v-x-stops-at-first-failure-long "$d" "$py" -m pytest -p no:cacheprovider -v -x
	gz py-pytest-v-x-stops-at-first-failure-long
	# pytest -ra --color=yes with xfail_strict = true: an xfail test now passes ([XPASS(strict)]
	# fails the run), an xfail(raises=NotImplementedError) test raises IndexError (a real
	# failure), two xfails, a skip.
	d=$(fresh py-pytest-xfail-strict)
	run py-pytest-xfail-strict-xpass-color "$d" "$py" -m pytest -p no:cacheprovider -ra --color=yes
	# unittest discover (not verbose): a ZeroDivisionError (ERROR), a setUpClass that cannot
	# open its fixture file (ERROR: setUpClass), an assertion failure (FAIL). CRLF.
	d=$(fresh py-unittest-mixed)
	run py-unittest-setupclass-error-and-failure-crlf "$d" "$py" -m unittest discover -s tests -t .
	crlf py-unittest-setupclass-error-and-failure-crlf
	# one step: ci/lint.sh runs pylint (five findings, rated 9.02/10) and mypy --strict (ten
	# errors: yaml without stubs and what follows, untyped functions, an unexpected keyword).
	if have pylint; then
		d=$(fresh py-lint-relay)
		gha_steps gha-py-lint-script-pylint-mypy-strict "$d" "./ci/lint.sh"
	fi
	# a script imports an orders CSV: a bad quantity ("1,000") raises ValueError, wrapped
	# in RowError ("direct cause"); the handler writes a reject file into a directory that does
	# not exist: FileNotFoundError "during handling".
	d=$(fresh py-chained-orders)
	mkdir -p "$d/out"
	run py-script-chained-direct-cause-during-handling "$d" "$py" import_orders.py \
		data/orders-2024-05-06.csv out
); fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
