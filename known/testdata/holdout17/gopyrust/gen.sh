#!/bin/bash
# SEVENTEENTH HOLDOUT logs, Go / Rust / Python family: real output of the Go, Rust and Python
# tools, labelled by hand in manifest.jsonl (score_known.py's format). A small, fast round of
# everyday mistakes: a function that gained a context.Context parameter (`not enough arguments`
# ten times, `too many errors`), go vet's copylocks/lostcancel/printf, a nil inner map and a
# strings.Cut at the wrong hyphen under go test, a Roman-numeral parser special-casing X (twenty
# parallel subtests fail under go test -v, long, gzipped), a WaitGroup never Done on the error
# path (test timed out) next to an unguarded append (DATA RACE), an off-by-one unit boundary
# under go test -json; rustc E0425/E0308 with a warning, cargo test with assert_eq! and a
# should_panic that did not panic; an implicitly chained Python traceback, a pytest collection
# ImportError after a rename, a misspelt pytest fixture (three setup errors) next to a real
# failure, a CI script running flake8, mypy and unittest; two successes.
#
# Each log is the combined stdout and stderr (2>&1, as a CI runner captures it) of a real tool
# run over a small project in src/<project>/, copied to a fixed work directory
# (/tmp/wisptriage-holdout17-gopyrust) so the paths in the logs stay the same from run to run.
# The helpers (want, note, fresh, run, stamp, gha_step, gha_steps, crlf, gz, fix) are those of
# ../../holdout16/gopyrust/gen.sh.
#
# Tools (this machine, Debian 12): go 1.26.8 (GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local,
# GOCACHE=/root/.cache/go-build-helper-gopyrust; no modules), cargo/rustc 1.95.0 (--offline, no
# crates), Debian's Python 3.11.2 (/usr/bin/python3) with pytest 7.2.1, mypy 1.0.1, flake8 5.0.4.
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
work=/tmp/wisptriage-holdout17-gopyrust
mkdir -p "$logs" "$work"
only=" $* "
[ $# -eq 0 ] && : > "$logs/exits.tsv"
touch "$logs/exits.tsv"
export LC_ALL=C.UTF-8
unset COLUMNS LINES PYTHONPATH RUST_BACKTRACE CARGO_TERM_COLOR NO_COLOR FORCE_COLOR PY_COLORS MYPY_FORCE_COLOR
unset VIRTUAL_ENV GOMODCACHE GORACE CARGO_TARGET_DIR
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
	  printf "2025-11-20T16:%02d:%02d.%07dZ %s\n", int(s / 60), s % 60, ticks % 10000000, $0 }'
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
# rates.Quote gained a leading context.Context; checkout still calls Quote(grams, zone) twelve
# times: ten `not enough arguments in call to rates.Quote` with have/want, then `too many errors`
if want go-build-quote-context-param-not-enough-arguments-too-many-errors; then
	d=$(fresh go-shipquote)
	run go-build-quote-context-param-not-enough-arguments-too-many-errors "$d" go build ./...
fi
# go build passes; go vet: a Bucket holding a sync.Mutex returned and used by value
# (copylocks, two findings), `ctx, _ := context.WithTimeout` (lostcancel), %d given resp.Status
# (printf); CRLF
if want go-vet-copylocks-lostcancel-printf-wrong-type-crlf; then
	d=$(fresh go-ratelimit)
	run go-vet-copylocks-lostcancel-printf-wrong-type-crlf "$d" bash -c "go build ./... && go vet ./..."
	crlf go-vet-copylocks-lostcancel-printf-wrong-type-crlf
fi
# three steps (go version, go vet, go test without -v): Store.Receive writes into a location's
# map that was never made (`assignment to entry in nil map` with a goroutine trace); sku.Parse
# cuts "hex-bolt-m6" at the first hyphen (t.Errorf); report has no tests
if want gha-go-vet-test-nil-inner-map-panic-and-cut-errorf; then
	d=$(fresh go-stockroom)
	gha_steps gha-go-vet-test-nil-inner-map-panic-and-cut-errorf "$d" \
		"go version" "go vet ./..." "go test -count=1 ./..."
fi
# go test -v over 100 parallel round-trip subtests: FromRoman never subtracts an X (`v != 10`),
# so 40-49 and 90-99 fail the same Fatalf (one cause), then TestRange and TestBadDigit pass.
# Long, gzipped
if want go-test-v-parallel-roman-subtests-fatalf-long; then
	d=$(fresh go-roman)
	run go-test-v-parallel-roman-subtests-fatalf-long "$d" go test -v -count=1 ./...
	gz go-test-v-parallel-roman-subtests-fatalf-long
fi
# go test -race -timeout 5s: batch.Flush returns from the goroutine without wg.Done on the error
# path (`panic: test timed out after 5s` and the goroutine dump); crawl.CheckAll appends to a
# shared slice from its workers (`WARNING: DATA RACE`, reported two or more times)
if want go-test-race-timeout-wg-done-skipped-and-append-race; then
	d=$(fresh go-linkcheck)
	run go-test-race-timeout-wg-done-skipped-and-append-race "$d" go test -race -count=1 -timeout 5s ./...
fi
# two steps (go version, go test -json): size.Format moves to the next unit only above 1024, so
# exactly 1 MiB reads "1024.0 KiB" (t.Errorf in a parallel subtest); a skip; rate passes
if want gha-go-test-json-unit-boundary-errorf-and-skip; then
	d=$(fresh go-humanbytes)
	gha_steps gha-go-test-json-unit-boundary-errorf-and-skip "$d" "go version" "go test -json -count=1 ./..."
fi
# success: the stockroom project fixed (the inner map made on first use, Parse cuts at the last
# hyphen); three steps: go version, go vet, go test -v -cover
if want gha-go-vet-test-v-cover-success; then
	d=$(fresh go-stockroom)
	fix "$d" 's/\tbin := s.levels\[loc\]/\tbin := s.levels[loc]\n\tif bin == nil {\n\t\tbin = map[string]int{}\n\t\ts.levels[loc] = bin\n\t}/' inventory/inventory.go
	fix "$d" 's/strings.Cut(main, "-")/cutLast(main, "-")/' sku/sku.go
	gha_steps gha-go-vet-test-v-cover-success "$d" "go version" "go vet ./..." "go test -v -cover -count=1 ./..."
fi

# ================================================================ Rust
# cargo build: E0425 (`count` used where values.len() was meant), an unused-import warning,
# E0308 (column_index returns usize, bound to a u32); `could not compile`; CRLF
if want rust-cargo-build-e0425-e0308-unused-import-crlf; then
	d=$(fresh rs-csvstats)
	run rust-cargo-build-e0425-e0308-unused-import-crlf "$d" cargo build --offline
	crlf rust-cargo-build-e0425-e0308-unused-import-crlf
fi
# three steps (cargo --version, cargo build, cargo test --color always): bump_minor keeps the
# patch (assert_eq! left/right), part() uses get().unwrap_or_default() so the should_panic test
# does not panic; the integration test never runs
if want gha-rust-cargo-test-color-assert-eq-and-did-not-panic; then
	d=$(fresh rs-semverlite)
	gha_steps gha-rust-cargo-test-color-assert-eq-and-did-not-panic "$d" \
		"cargo --version" "cargo build --offline" "cargo test --offline --color always"
fi
# success: semverlite fixed; cargo test (unit tests, the integration test, doc-tests)
if want rust-cargo-test-success; then
	d=$(fresh rs-semverlite)
	fix "$d" 's/minor: self.minor + 1, patch: self.patch,/minor: self.minor + 1, patch: 0,/' src/lib.rs
	fix "$d" 's/\[self.major, self.minor, self.patch\].get(i).copied().unwrap_or_default()/[self.major, self.minor, self.patch][i]/' src/lib.rs
	run rust-cargo-test-success "$d" cargo test --offline
fi

# ================================================================ Python
# python3 -m feedsync feeds: a trailing comma in one feed file (JSONDecodeError); the except
# block reads err.line (the attribute is lineno): `During handling of the above exception,
# another exception occurred:` and AttributeError
if want py-module-implicit-chain-jsondecode-attributeerror; then
	d=$(fresh py-feedsync)
	run py-module-implicit-chain-jsondecode-attributeerror "$d" python3 -m feedsync feeds
fi
# two steps (python3 --version, pytest): tax.compute_vat was renamed vat_for; test_tax.py still
# imports the old name: `ImportError while importing test module`, `Interrupted: 1 error during
# collection`
if want gha-py-pytest-collection-importerror-renamed-function; then
	d=$(fresh py-invoicing)
	gha_steps gha-py-pytest-collection-importerror-renamed-function "$d" \
		"python3 --version" "python3 -m pytest -p no:cacheprovider"
fi
# pytest -q --color=yes: three tests ask for `envfile`, the conftest fixture is `env_file`
# (three `fixture 'envfile' not found` setup errors, one cause); parse_duration rejects "1.5s"
if want py-pytest-q-fixture-not-found-setup-errors-color; then
	d=$(fresh py-envconfig)
	run py-pytest-q-fixture-not-found-setup-errors-color "$d" python3 -m pytest -p no:cacheprovider -q --color=yes
fi
# ci/check.sh (set -x, runs every check, fails at the end): flake8 F841, E711, E501; mypy
# union-attr (an Optional not checked) and arg-type; unittest: ties not sorted by name (FAIL)
if want py-ci-script-flake8-mypy-unittest-six-causes; then
	d=$(fresh py-timesheet)
	run py-ci-script-flake8-mypy-unittest-six-causes "$d" ./ci/check.sh
fi
