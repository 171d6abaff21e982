#!/bin/bash
# EIGHTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python tools
# the issue lists (go build and `too many errors`, go vet, go test with and without -v, panics,
# `panic: test timed out`, the race detector, parallel subtests, go test -json; cargo build's
# error[E...], warnings and `could not compile`, cargo test; Python tracebacks with
# "direct cause" and "during handling", pytest default / -q / -v, collection errors, fixture
# setup errors, unittest, mypy, flake8), made from scenarios the earlier holdouts do not have,
# and labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h8 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h8 known/testdata/holdout8/gopyrust/manifest.jsonl --verbose
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory so the paths in
# the logs stay the same from run to run. The logs live in logs/ so the tests that glob
# testdata/*/*.log do not pick them up.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only, a GOCACHE of its own), cargo/rustc 1.95.0 (no crates, --offline,
# RUST_BACKTRACE unset), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1,
# flake8 5.0.4 (pycodestyle 2.10.0, pyflakes 2.5.0, mccabe 0.7.0) and pip 23.0.1. pytest-mock is
# NOT installed (one log depends on that). ruff cannot be had here (no registry for it).
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; gha_steps makes
# a job of several steps that stops at the first failing one); *-color forces the tool's
# colour with its own flag or variable (cargo/libtest --color always, pytest --color=yes,
# MYPY_FORCE_COLOR=1); *-crlf has CRLF line ends (sed); two logs are gzipped (.log.gz).
# exits.tsv records each command's exit status.
#
# Sections: ONLY="go rust py" bash gen.sh regenerates only those (exits.tsv keeps the rest).
#
# Run to run differences: timings, addresses, goroutine and thread ids, hash-named cargo
# binaries, and the order of parallel output (t.Parallel subtests, go vet's packages, libtest's
# threads, the race detector's report count) change; label.py finds the labelled lines by
# pattern, so run label.py and then check.py after regenerating.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout8-gopyrust
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
	# two steps: go version; go build: model.User.Name was split into DisplayName/LegalName
	# and api still reads u.Name (ten errors, then "too many errors"), export reads it once
	# more; billing multiplies an int by 1.2 ("truncated to int"), an unrelated mistake.
	d=$(fresh go-crm-field-rename)
	gha_steps gha-go-build-field-renamed-too-many-errors "$d" "go version" "go build -p 1 ./..."
	# go build: the storage.Backend interface gained Delete and the in-memory backend's
	# compile-time assertion fails (missing method Delete); internal/human uses strconv.Itoa
	# as if it returned an error (assignment mismatch). CRLF.
	d=$(fresh go-blobsync-interface)
	run go-build-missing-method-assignment-mismatch-crlf "$d" go build -p 1 ./...
	crlf go-build-missing-method-assignment-mismatch-crlf
	# two steps: go build passes; go vet: unusedresult, stringintconv, timeformat (sign),
	# errorsas (store), httpresponse, lostcancel (two lines), slog (deliver).
	d=$(fresh go-vet-webhookd)
	gha_steps gha-go-vet-lostcancel-httpresponse-slog-timeformat "$d" "go build ./..." "go vet ./..."
	# go test ./... (no -v): config's test opens testdata/invoicer.yaml (the file is .yml),
	# render's golden-file test fails on a widened quantity column (a -want/+got diff);
	# money and tax pass, two packages have no test files.
	d=$(fresh go-test-invoicer)
	run go-test-golden-diff-and-missing-fixture "$d" go test -count=1 -p 1 ./...
	# go test -v over four packages (~350 lines): 135 passing geohash/distance subtests, then
	# pubsub's TestUnsubscribeThenClose panics: close of closed channel (Unsubscribe closes the
	# channel but leaves the subscriber registered, Close closes it again). Gzipped.
	d=$(fresh go-geo-pubsub-panic)
	run go-test-v-close-closed-channel-panic-long "$d" go test -count=1 -p 1 -v ./...
	gz go-test-v-close-closed-channel-panic-long
	# go test -timeout 5s (no -v): pool.Map queues every job before it reads any result on
	# unbuffered channels, so 50 items on 4 workers deadlock: "panic: test timed out after
	# 5s", "running tests:", a goroutine dump (workers blocked in chan send). CRLF.
	d=$(fresh go-thumbs-pool-deadlock)
	run go-test-timeout-pool-deadlock-crlf "$d" go test -count=1 -p 1 -timeout 5s ./...
	crlf go-test-timeout-pool-deadlock-crlf
	# two steps: go vet passes; go test -race -v: the redirect handler bumps unguarded stats
	# fields, TestConcurrentRedirects calls it from 8 goroutines: WARNING: DATA RACE (one
	# report per field), "race detected during execution of test".
	d=$(fresh go-shortener-race)
	gha_steps gha-go-test-race-v-handler-stats "$d" "go vet ./..." "go test -race -count=1 -p 1 -v ./..."
	# go test -v -parallel 4 over two packages of t.Parallel table tests (PAUSE/CONT/NAME):
	# cron.Parse rejects day-of-week 7 (Sunday); schedule.Due uses Before instead of !After,
	# so two rows of TestDue miss jobs due exactly now (one bug).
	d=$(fresh go-cron-parallel)
	run go-test-v-parallel-two-tests-cont-name "$d" go test -count=1 -p 1 -parallel 4 -v ./...
	# go test -json over three packages (~200 events): hexdump and varint pass (an Example
	# each), then wire's FuzzDecode runs a committed seed corpus entry (testdata/fuzz) that
	# declares a 32-byte frame in 4 bytes: slice bounds out of range, as output events.
	d=$(fresh go-json-frames-fuzz)
	run go-test-json-fuzz-seed-corpus-panic "$d" go test -json -count=1 -p 1 ./...
	# success, three steps: go version, go vet, go test -race -cover -v (a SKIP, coverage lines,
	# a passing row named "error: file not found").
	d=$(fresh go-textkit-cover-success)
	gha_steps gha-go-vet-test-race-cover-v-success "$d" "go version" "go vet ./..." \
		"go test -race -cover -count=1 -v ./..."
); fi

# ---------------------------------------------------------------- Rust
if sect rust && PATH=/root/.cargo/bin:$base_path have cargo; then (
	export PATH=/root/.cargo/bin:$base_path
	unset RUST_BACKTRACE  # these CI jobs do not set it
	# cargo build: E0599 (write_all without `use std::io::Write`), E0063 (Config gained
	# timeout_ms), E0004 (Status gained Blocked, symbol()'s match does not cover it), after an
	# unused-import warning.
	d=$(fresh rust-tasklog-build)
	run rust-cargo-build-e0599-e0063-e0004 "$d" cargo build --offline
	# two steps: cargo --version; cargo build --color always on a two-crate workspace:
	# E0106 (a function returning &str from two &str parameters), then two E0061 where the
	# binary still calls geo::parse_point with one argument (it gained a separator).
	d=$(fresh rust-geo-workspace-e0061)
	gha_steps gha-rust-workspace-e0106-e0061-color "$d" "cargo --version" \
		"cargo build --offline --color always"
	# cargo test: a #[should_panic(expected = ...)] whose message changed ("panic did not
	# contain expected string"), and a test returning Result whose ? hits a ParseIntError
	# ("Error: Number(...)"); the integration tests never run (no --no-fail-fast).
	d=$(fresh rust-ringbuf-test)
	run rust-cargo-test-should-panic-expected-and-result-err "$d" cargo test --offline
	# cargo test over three test binaries (~320 lines): 45 unit tests and 110 ordinal tests
	# pass, then one of 126 spelled-number cases fails (the style guide wants "one hundred and
	# fifteen"). Gzipped.
	d=$(fresh rust-numwords-long)
	run rust-cargo-test-three-binaries-late-failure-long "$d" cargo test --offline
	gz rust-cargo-test-three-binaries-late-failure-long
	# cargo test: the integration test reaches into the private module header (E0603), so the
	# test target does not compile; an unused-variable warning in the lib. CRLF.
	d=$(fresh rust-httphead-private)
	run rust-cargo-test-e0603-private-module-crlf "$d" cargo test --offline
	crlf rust-cargo-test-e0603-private-module-crlf
	# success, two steps: cargo build; cargo test (one binary, doctest = false): 7 passed,
	# 2 ignored (one with a reason).
	d=$(fresh rust-semver-success)
	gha_steps gha-rust-cargo-build-test-ignored-success "$d" "cargo build --offline" "cargo test --offline"
	# cargo test, colour forced for cargo and libtest: a shard parser panics in a spawned thread
	# (index out of bounds on a comment line) and the test's join().unwrap() panics on it; an
	# independent assert_eq failure (ties sorted in reverse alphabetical order).
	d=$(fresh rust-wordfreq-threads)
	run rust-cargo-test-thread-panic-and-assert-eq-color "$d" \
		cargo test --offline --color always -- --color always
); fi

# ---------------------------------------------------------------- Python
if sect py; then (
	export PATH=$base_path PYTHONDONTWRITEBYTECODE=1
	py=/usr/bin/python3
	# python3 -m tilecache plan: INFO lines for the first manifest, then the second one has a
	# trailing comma: JSONDecodeError, "The above exception was the direct cause of the
	# following exception:", ManifestError.
	d=$(fresh py-tilecache-direct-cause)
	run py-module-json-error-direct-cause "$d" "$py" -m tilecache plan manifests
	# two steps: python3 --version; pytest (addopts --tb=short): the importer's except clause
	# appends to a rejects list that is None ("During handling of the above exception, another
	# exception occurred"), and an unrelated list comparison failure.
	d=$(fresh py-ledger-during-handling)
	gha_steps gha-py-pytest-during-handling-and-list-diff "$d" "python3 --version" \
		"python3 -m pytest -p no:cacheprovider"
	# pytest -q: round(0.5) == 0 drops the only egg when scaling down (dict diff) and a float
	# compared with == (97.88000000000001). CRLF.
	d=$(fresh py-recipes-pytest-q)
	run py-pytest-q-dict-diff-and-float-crlf "$d" "$py" -m pytest -p no:cacheprovider -q
	crlf py-pytest-q-dict-diff-and-float-crlf
	# pytest: tests/api/test_utils.py and tests/cli/test_utils.py share a basename in
	# directories without __init__.py: "import file mismatch", "Interrupted: 1 error during
	# collection".
	d=$(fresh py-mailsched-import-mismatch)
	run py-pytest-collection-import-file-mismatch "$d" "$py" -m pytest -p no:cacheprovider
	# pytest -ra --color=yes: pytest-mock is not installed, so the four tests that take the
	# mocker fixture ERROR at setup ("fixture 'mocker' not found"); an unrelated failure (the
	# SMS truncation cuts the reset link).
	d=$(fresh py-notify-mocker-missing)
	run py-pytest-fixture-mocker-not-found-color "$d" "$py" -m pytest -p no:cacheprovider -ra --color=yes
	# two steps: pip list (the runner's installed packages), then pytest -v over 242 tests
	# (generated EAN/UPC/ISBN codes): the 241st fails (lower-case ISBN-10 check digit 'x').
	d=$(fresh py-barcodes-long)
	gha_steps gha-py-pip-list-pytest-v-late-failure-long "$d" \
		"python3 -m pip list --disable-pip-version-check" "python3 -m pytest -p no:cacheprovider -v"
	# unittest discover -v: a test module imports a module that was renamed
	# (unittest.loader._FailedTest), assertLogs at INFO after the message was moved to DEBUG,
	# a subTest failure (a "(0)" trunk prefix kept); one skip.
	d=$(fresh py-syncer-unittest)
	run py-unittest-v-import-error-assertlogs-subtest "$d" "$py" -m unittest discover -v
	# mypy --pretty, colour forced (MYPY_FORCE_COLOR=1): arg-type, implicit Optional default
	# (with its two notes), union-attr, return-value, and statistics.average (attr-defined,
	# with the no-any-return it sets off on the same line).
	d=$(fresh py-salesreport-mypy)
	run py-mypy-pretty-five-causes-color "$d" env MYPY_FORCE_COLOR=1 "$py" -m mypy --pretty salesreport
	# two steps: flake8 --version; flake8 with show-source and max-complexity 8 (setup.cfg):
	# E501, F632, C901, F541, E128, F811, ten W605 on one regex, E731.
	d=$(fresh py-feedparse-flake8)
	gha_steps gha-py-flake8-show-source-complexity "$d" "python3 -m flake8 --version" "python3 -m flake8"
	# success: mypy (strict, via pyproject) and pytest -q -rs: 25 passed, 2 skipped, 1 xfailed.
	# CRLF.
	d=$(fresh py-intervals-success)
	run py-mypy-pytest-q-skips-xfail-success-crlf "$d" bash -c \
		"$py -m mypy && $py -m pytest -p no:cacheprovider -q -rs"
	crlf py-mypy-pytest-q-skips-xfail-success-crlf
); fi

# keep the last status of each id (sections can be re-run with ONLY=...)
tac "$logs/exits.tsv" | awk -F'\t' '!seen[$1]++' | tac > "$logs/exits.tsv.new" && mv "$logs/exits.tsv.new" "$logs/exits.tsv"
[ -z "${ONLY:-}" ] && rm -rf "$work"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
