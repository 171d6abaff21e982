#!/bin/bash
# TENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python tools
# the issue lists, labelled by hand in manifest.jsonl (score_known.py's format). Score them with
#   go build -o /tmp/wt-h10 ./cmd/wisptriage
#   python3 ../shared/tools/score_known.py /tmp/wt-h10 known/testdata/holdout10/gopyrust/manifest.jsonl --verbose
#
# This round is about logs with SEVERAL independent failures and long cascades: most logs hold
# two to five unrelated failures (two packages' tests, compile errors in two files, a lint run
# with findings of different rules) or one failure with a large cascade (a renamed symbol with
# ten or more follow-on errors, a shared fixture failing many tests, a fatal error taking a test
# binary down). Many are whole CI jobs of two to four steps.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<scenario>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout10-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (fresh, run, stamp, gha_step, gha_steps) are those of ../../holdout9/*/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# standard library only, GOCACHE=/root/.cache/go-build-helper-gopyrust), cargo/rustc/clippy/
# rustfmt 1.95.0 (no crates, --offline, RUST_BACKTRACE unset), Debian's Python 3.11.2
# (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1 and flake8 5.0.4. ruff cannot be had here.
#
# Variants: gha-* are wrapped the way GitHub Actions stores a job log (timestamps,
# ##[group]Run ... ##[endgroup], ##[error]Process completed with exit code N.; a job of several
# steps stops at the first failing one, later steps write nothing); *-crlf has CRLF line ends
# (sed); *-color forces the tool's colour with its own flag; *-long logs are 250-600 lines with
# the failure late; two logs are gzipped (.log.gz). logs/exits.tsv records each exit status.
#
# Usage: bash gen.sh [ID...]   (no ID: every log; with IDs: only those, exits.tsv updated)
# Then run label.py (rewrites manifest.jsonl from hand-chosen patterns) and check.py.
set -u
here=$(cd "$(dirname "$0")" && pwd)
logs=$here/logs
work=/tmp/wisptriage-holdout10-gopyrust
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH RUST_BACKTRACE CARGO_TERM_COLOR NO_COLOR FORCE_COLOR PY_COLORS MYPY_FORCE_COLOR
base_path=/usr/sbin:/usr/bin:/sbin:/bin
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOCACHE=/root/.cache/go-build-helper-gopyrust
export PYTHONDONTWRITEBYTECODE=1
unset PIP_FIND_LINKS
GOPATH_=/usr/local/go/bin:$base_path
RUSTPATH_=/root/.cargo/bin:$base_path

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
	note "$id" "$rc"
	rm -f "$all"
}
crlf() { sed -i 's/$/\r/' "$logs/$1.log"; }
gz() { gzip -9 -n -f "$logs/$1.log"; }

# ================================================================ Go
export PATH=$GOPATH_
# textutil.Normalize made unexported (normalize): 11 "undefined: textutil.Normalize" in feed
# (cut off by "too many errors") and two more in search, one rename; independently a Duration
# field given the string "5s" in config. Two steps: go version, go build.
if want gha-go-build-unexported-rename-two-packages-too-many-errors; then
	d=$(fresh go-feedreader-unexported)
	gha_steps gha-go-build-unexported-rename-two-packages-too-many-errors "$d" "go version" \
		"go build -p 1 ./..."
fi
# a CI script under set -x (go version, go build pass; go vet; go test never runs): eight
# findings of eight analyzers in three packages: assign, atomic, bools, nilfunc, shift,
# stdmethods, composites, ifaceassert. CRLF.
if want go-ci-script-vet-eight-analyzers-crlf; then
	d=$(fresh go-meterd-vet)
	run go-ci-script-vet-eight-analyzers-crlf "$d" bash ci/lint.sh
	crlf go-ci-script-vet-eight-analyzers-crlf
fi
# a CI script under set -x: gofmt and go vet pass; go test ./... without -v: migrate's TestMain
# cannot read testdata/schema.sql (only schema.sql.in is committed) and exits 1 before any test
# runs; independently invoice.TestTotal truncates each line's tax where the test wants it
# rounded; money passes, cmd/ledger has no tests.
if want go-ci-script-test-testmain-setup-exit-and-errorf; then
	d=$(fresh go-ledger-testmain)
	run go-ci-script-test-testmain-setup-exit-and-errorf "$d" bash ci/test.sh
fi
# go vet, then go test -v over three packages: ~290 passing subtest lines (semver, tags), then
# tracker's Observe writes its map without taking the mutex: "fatal error: concurrent map
# writes" (or "concurrent map read and map write"; the runtime decides) with the goroutine
# trace; the binary dies, no --- FAIL. Gzipped.
if want go-test-v-concurrent-map-fatal-error-long; then
	d=$(fresh go-tagstore-mapwrites)
	run go-test-v-concurrent-map-fatal-error-long "$d" bash -c "go vet ./... && go test -count=1 -p 1 -v ./..."
	gz go-test-v-concurrent-map-fatal-error-long
fi
# go test -json over two packages: retry's Delay shifts by n instead of n-1 (three t.Errorf
# rows of one check, one bug); watch's test never stops its poller, whose callback calls
# t.Errorf after the test returned: "panic: Fail in goroutine after TestWatch has completed"
# with its goroutine trace, as output events.
if want go-test-json-fail-in-goroutine-after-completed-and-rows; then
	d=$(fresh go-syncd-json)
	run go-test-json-fail-in-goroutine-after-completed-and-rows "$d" go test -json -count=1 -p 1 ./...
fi
# two steps: go vet passes; go test -v -parallel 3: t.Parallel table tests (=== PAUSE/CONT):
# code.Encode forgets to reverse its digits (three rows of TestEncode fail the same check,
# one bug), router redirects with 302 where the test wants 301 (TestServe/known); passing rows
# log with t.Logf.
if want gha-go-vet-test-v-parallel-rows-and-status; then
	d=$(fresh go-shortlink-parallel)
	gha_steps gha-go-vet-test-v-parallel-rows-and-status "$d" "go vet ./..." \
		"go test -count=1 -p 1 -v -parallel 3 ./..."
fi
# make ci (go vet, go test -race): quote's price parser reads "402.5" as 402.05 (a t.Fatalf),
# and independently stats.Inc bumps total outside its mutex: one or more WARNING: DATA RACE
# reports on that line, "race detected during execution of test".
if want go-make-vet-test-race-and-parse-fatal; then
	d=$(fresh go-pricefeed-race)
	run go-make-vet-test-race-and-parse-fatal "$d" make ci
fi
# two steps: go build; go test -timeout 3s without -v: queue's worker returns on an oversized
# job and never sends its result, so TestRunReportsTooLarge hangs: "panic: test timed out after
# 3s", "running tests:", the goroutine dump; independently resize.Fit truncates 33.3 to 33 where
# the test wants it rounded.
if want gha-go-build-test-timeout-and-rounding; then
	d=$(fresh go-thumbq-timeout)
	gha_steps gha-go-build-test-timeout-and-rounding "$d" "go build ./..." \
		"go test -count=1 -p 1 -timeout 3s ./..."
fi
# success: a CI script under sh -ex: go version, gofmt check, go vet, go test with a coverage
# profile (coverage lines per package), go tool cover -func.
if want go-ci-script-vet-test-cover-func-success; then
	d=$(fresh go-envcfg-success)
	run go-ci-script-vet-test-cover-func-success "$d" sh ci/test.sh
fi

# ================================================================ Rust
export PATH=$RUSTPATH_
# two steps: cargo fmt --check passes; cargo build --color always: Bookmark's field `name` was
# renamed `title` in model.rs, the other modules not updated: E0609 (no field `name`) and E0560
# (struct has no field named `name`) ten times in three files, one rename; independently
# render::widest returns u32 from a usize max (E0308).
if want gha-rust-fmt-build-renamed-field-e0609-e0560-color; then
	d=$(fresh rust-bookmarks-rename)
	gha_steps gha-rust-fmt-build-renamed-field-e0609-e0560-color "$d" "cargo fmt --check" \
		"cargo build --offline --color always"
fi
# cargo build: lib.rs re-exports crate::util::haversine after util.rs was renamed geo.rs
# (E0432), and load() uses `?` on an io::Error in a function returning ParseError, which has
# no From<io::Error> (E0277); an unused variable warns. CRLF.
if want rust-cargo-build-e0432-e0277-question-mark-crlf; then
	d=$(fresh rust-gpxstat-errors)
	run rust-cargo-build-e0432-e0277-question-mark-crlf "$d" cargo build --offline
	crlf rust-cargo-build-e0432-e0277-question-mark-crlf
fi
# a CI script with ==> headers: versions, cargo build --all-targets, cargo test --no-fail-fast:
# a unit test's assert! with a message (VAT taken from the gross as if it were net) and an
# integration test's index out of bounds (months counted from 1 into a 0-based Vec), two
# independent failures; the doc-test passes; "error: 2 targets failed:".
if want rust-ci-script-test-no-fail-fast-assert-msg-and-index; then
	d=$(fresh rust-invoicefmt-tests)
	run rust-ci-script-test-no-fail-fast-assert-msg-and-index "$d" sh ci/check.sh
fi
# cargo test --color always -- --color always: the shared test helper tests/common/mod.rs reads
# tests/fixtures/*.rules but the files are in tests/data/: all six tests of tests/rules.rs
# panic with the same `Result::unwrap()` on NotFound at the same line (one cause); the
# calendar tests pass; the doc-tests never run.
if want rust-cargo-test-shared-helper-unwrap-notfound-color; then
	d=$(fresh rust-tzrules-fixture)
	run rust-cargo-test-shared-helper-unwrap-notfound-color "$d" \
		cargo test --offline --color always -- --color always
fi
# three steps: cargo build, cargo test (no tests: "running 0 tests") pass; cargo clippy
# -D warnings: new_without_default, len_zero, needless_range_loop, manual_range_contains (four
# lints, each its own cause), "could not compile ... due to 4 previous errors".
if want gha-rust-build-test-clippy-deny-four-lints; then
	d=$(fresh rust-wordfreq-clippy)
	gha_steps gha-rust-build-test-clippy-deny-four-lints "$d" "cargo build --offline" \
		"cargo test --offline" "cargo clippy --offline -- -D warnings"
fi
# success: make check (make echoes each recipe): cargo fmt --check, cargo clippy --all-targets
# -D warnings, cargo test: 4 passed and one ignored with a reason, a doc-test. CRLF.
if want rust-make-fmt-clippy-test-ignored-success-crlf; then
	d=$(fresh rust-rangeset-success)
	run rust-make-fmt-clippy-test-ignored-success-crlf "$d" make check
	crlf rust-make-fmt-clippy-test-ignored-success-crlf
fi
# two steps, long: cargo build, cargo test: 150 unit tests pass, then tests/parse.rs (114
# tests) with two independent failures: parse_label indexes parts[1] when the era is left out
# (index out of bounds) and from_roman upper-cases its input so "xiv" parses (assert_eq left/
# right); the run-list order varies (test threads).
if want gha-rust-build-test-long-index-oob-and-assert-eq; then
	d=$(fresh rust-roman-long)
	gha_steps gha-rust-build-test-long-index-oob-and-assert-eq "$d" "cargo build --offline" \
		"cargo test --offline"
fi
# cargo build --workspace --keep-going -j 1 over two independent crates: stats adds two T
# without an Add bound (E0369), labels calls .chars() on an Option<&String> (E0599); each
# crate its own "could not compile".
if want rust-cargo-build-workspace-keep-going-e0369-e0599; then
	d=$(fresh rust-metrics-workspace)
	run rust-cargo-build-workspace-keep-going-e0369-e0599 "$d" \
		cargo build --offline --workspace --keep-going -j 1
fi

# ================================================================ Python
export PATH=$base_path
py=/usr/bin/python3
# two steps: flake8 passes; pytest (default report): the products fixture's JSON file has a
# trailing comma, so all five tests of test_search.py ERROR at setup with the same
# JSONDecodeError (one cause, five long tracebacks); independently discounted() floors where
# the test wants the nearest cent (a FAILED test).
if want gha-py-flake8-pytest-fixture-json-setup-errors-and-fail; then
	d=$(fresh py-catalog-fixture)
	gha_steps gha-py-flake8-pytest-fixture-json-setup-errors-and-fail "$d" "python3 -m flake8" \
		"python3 -m pytest"
fi
# pytest -q: three independent failures: an approx comparison (the ml->tbsp factor rounded in
# the test), parse_amount("") raising IndexError instead of ValueError, and shopping_list
# iterating a dict's keys where it meant .items() (ValueError: too many values to unpack). CRLF.
if want py-pytest-q-three-independent-failures-crlf; then
	d=$(fresh py-unitsconv-q)
	run py-pytest-q-three-independent-failures-crlf "$d" "$py" -m pytest -q
	crlf py-pytest-q-three-independent-failures-crlf
fi
# a CI script under set -x: flake8 over the package passes; pytest --color=yes: two collection
# errors, test_client.py imports requests (not installed: ModuleNotFoundError) and
# test_sign.py calls secrets.token_byte (AttributeError at import); "Interrupted: 2 errors
# during collection", no test runs.
if want py-ci-script-pytest-two-collection-errors-color; then
	d=$(fresh py-webhooks-collect)
	run py-ci-script-pytest-two-collection-errors-color "$d" bash ci/test.sh
fi
# two steps: compileall; python3 -m unittest discover (not verbose): RenderTest.setUp loads
# templates/invoice.txt, which was renamed invoice.tmpl: four ERRORs with the same
# FileNotFoundError from setUp (one cause); independently net_to_gross floors the tax (a FAIL);
# a skip. "FAILED (failures=1, errors=4, skipped=1)".
if want gha-py-unittest-setup-errors-four-and-fail; then
	d=$(fresh py-invoicer-unittest)
	gha_steps gha-py-unittest-setup-errors-four-and-fail "$d" "python3 -m compileall -q invoicer" \
		"python3 -m unittest discover -s tests -t ."
fi
# three steps: python3 --version, compileall, then the import module: INFO lines, then a chain
# of three: KeyError ('Czechia'), "During handling of the above exception, another exception
# occurred:", ValueError (row 7), "The above exception was the direct cause of the following
# exception:", MigrationError.
if want gha-py-module-three-exception-chain; then
	d=$(fresh py-geoimport-chain)
	gha_steps gha-py-module-three-exception-chain "$d" "python3 --version" \
		"python3 -m compileall -q geoimport" "python3 -m geoimport.migrate data/regions.csv"
fi
# a CI script under set -x: flake8 --version, flake8 --color=always: eight findings of seven
# rules in three files (two F401 in two files, E711, W605, E741, F811 and E303 on the
# duplicated sort(), E501 in a test); pytest never runs.
if want py-ci-script-flake8-eight-findings-color; then
	d=$(fresh py-mailsort-flake8)
	run py-ci-script-flake8-eight-findings-color "$d" bash ci/lint-and-test.sh
fi
# make test (make echoes its recipes): mypy --version, mypy: a missing stub package for yaml
# [import] with its hint notes, store.get's Optional[Task] used unchecked (three union-attr and
# an arg-type, one cause), an unknown keyword to the dataclass [call-arg], ids returned as
# list[str] [misc], str + int [operator]; "Found 8 errors in 2 files"; pytest never runs.
if want py-make-mypy-five-causes-eight-errors; then
	d=$(fresh py-taskq-mypy)
	run py-make-mypy-five-causes-eight-errors "$d" make test
fi
# pytest -v, long: 250 corpus cases PASSED, then two independent failures in the last module
# (a lower-case 'x' check digit rejected; a publisher range split one digit short), the
# FAILURES section and short summary. Gzipped.
if want py-pytest-v-long-two-late-failures; then
	d=$(fresh py-isbn-long)
	run py-pytest-v-long-two-late-failures "$d" "$py" -m pytest -v
	gz py-pytest-v-long-two-late-failures
fi
# success, one step: make check: flake8, mypy strict "Success: no issues found", pytest -q -rsx:
# 7 passed, a skip, an xfail and a DeprecationWarning in the warnings summary.
if want gha-py-make-flake8-mypy-pytest-warning-success; then
	d=$(fresh py-slugkit-success)
	gha_steps gha-py-make-flake8-mypy-pytest-warning-success "$d" "make check"
fi

[ $# -eq 0 ] && rm -rf "${work:?}"
echo "wrote $(wc -l < "$logs/exits.tsv") logs to $logs" >&2
