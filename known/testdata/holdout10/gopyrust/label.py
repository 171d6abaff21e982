#!/usr/bin/env python3
"""Writes holdout10/gopyrust/manifest.jsonl. The labels are chosen by hand below; this only looks
up their line numbers (each pattern must match exactly the lines meant, or the script stops), so
a regeneration that moves lines (parallel output, varying report counts, libtest's thread order)
is labelled the same way, or stops when a pattern no longer fits."""
import gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
exits = dict(l.rstrip("\n").split("\t") for l in open(f"{here}/logs/exits.tsv"))


def lines_of(f):
    p = f"{here}/{f}"
    data = gzip.open(p).read() if p.endswith(".gz") else open(p, "rb").read()
    ls = data.decode().split("\n")
    if ls and ls[-1] == "":
        ls.pop()
    return [l.rstrip("\r") for l in ls]


class Log:
    def __init__(self, id, gz=False):
        self.id = id
        self.file = f"logs/{id}.log" + (".gz" if gz else "")
        self.ls = lines_of(self.file)

    def find(self, pat, n=1, lo=1, hi=None):
        """line numbers in [lo, hi] whose text matches pat (a regex, searched); n = how many are
        expected (None: at least one)"""
        hi = hi or len(self.ls)
        hits = [i + 1 for i, l in enumerate(self.ls) if lo <= i + 1 <= hi and re.search(pat, l)]
        if (n is None and not hits) or (n is not None and len(hits) != n):
            sys.exit(f"{self.id}: pattern {pat!r}: {len(hits)} hits {hits}, want {n}")
        return hits

    def any(self, pat, lo=1, hi=None):
        """line numbers matching pat, possibly none (for lines that only some runs print)"""
        hi = hi or len(self.ls)
        return [i + 1 for i, l in enumerate(self.ls) if lo <= i + 1 <= hi and re.search(pat, l)]

    def one(self, pat, **kw):
        return self.find(pat, 1, **kw)[0]

    def text(self, k):
        return self.ls[k - 1]


out = []


def case(log, producer, command, kind, roots, cascade, tally, notes):
    """roots: [(line, source)] in any order (sorted here); cascade: line numbers (or lists)"""
    rc = int(exits[log.id])
    roots = sorted(roots)
    rcs = [{"line": k, "source": src, "text": log.text(k)} for k, src in roots]
    cas = set()
    for c in cascade:
        cas |= set(c) if isinstance(c, (list, tuple)) else {c}
    lines = [r["line"] for r in rcs]
    if lines != sorted(set(lines)):
        sys.exit(f"{log.id}: root causes repeated: {lines}")
    if cas & set(lines):
        sys.exit(f"{log.id}: cascade overlaps root causes: {sorted(cas & set(lines))}")
    if (rc == 0) != (not rcs):
        sys.exit(f"{log.id}: exit {rc} but {len(rcs)} root causes")
    out.append({"id": log.id, "file": log.file, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": sorted(cas), "tally": tally,
                "notable_lines": [], "notes": notes})


GO = "go 1.26.8"
CARGO = "cargo 1.95.0, rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1, Python 3.11.2"
MYPY = "mypy 1.0.1, Python 3.11.2"
FLAKE8 = "flake8 5.0.4 (pycodestyle 2.10.0, pyflakes 2.5.0, mccabe 0.7.0), Python 3.11.2"
GHA = "; GitHub Actions wrapping"
GO = "go 1.26.8"
CARGO = "cargo 1.95.0, rustc 1.95.0"
CLIPPY = "cargo 1.95.0, clippy 0.1.95"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1, Python 3.11.2"
MYPY = "mypy 1.0.1, Python 3.11.2"
FLAKE8 = "flake8 5.0.4 (pycodestyle 2.10.0, pyflakes 2.5.0, mccabe 0.7.0), Python 3.11.2"
MAKE = "GNU Make 4.3"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"

# ================================================================== Go
L = Log("gha-go-build-unexported-rename-two-packages-too-many-errors")
und = L.find(r"Z (feed|search)/\w+\.go:\d+:\d+: undefined: textutil\.Normalize$", 12)
case(L, f"{GO}{GHA}", "go version; go build -p 1 ./... (two steps)", "build",
     [(L.one(r'Z config/config\.go:17:15: cannot use "5s" \(untyped string constant\) as time\.Duration value in struct literal$'), "config/config.go:17:15"),
      (und[0], "feed/dedupe.go:24:17")],
     [und[1:], L.one(r"Z feed/item\.go:36:16: too many errors$"), L.one(DONE)],
     {},
     "two steps: go version; go build over five packages. Two independent causes. config.Default "
     "gives the time.Duration field Timeout the string \"5s\". And textutil.Normalize was made "
     "unexported (normalize) while feed and search still call it: ten `undefined: "
     "textutil.Normalize` in feed (cut off by the compiler's `too many errors`) and two more in "
     "search, which does not import feed and so is compiled and reported on its own: one rename, "
     "labelled on its first error; the other eleven (in both packages) and `too many errors` are "
     "cascade. The `# example.com/feedreader/...` headers name the packages. go build prints no "
     "count: no tally")

L = Log("go-ci-script-vet-eight-analyzers-crlf")
vet = [
    (r"^meter/meter\.go:35:10: suspect or: last != 0 \|\| last != -1$", "meter/meter.go:35:10"),
    (r"^meter/meter\.go:19:2: self-assignment of m\.name$", "meter/meter.go:19:2"),
    (r"^meter/meter\.go:25:2: direct assignment to atomic value$", "meter/meter.go:25:2"),
    (r"^store/store\.go:42:5: comparison of function Sync != nil is always true$", "store/store.go:42:5"),
    (r"^store/flags\.go:15:16: f \(8 bits\) too small for shift of 8$", "store/flags.go:15:16"),
    (r"^store/store\.go:52:17: method WriteTo\(w io\.Writer\) error should have signature WriteTo\(io\.Writer\) \(int64, error\)$", "store/store.go:52:17"),
    (r"^wire/wire\.go:18:10: net\.TCPAddr struct literal uses unkeyed fields$", "wire/wire.go:18:10"),
    (r"^wire/wire\.go:40:15: impossible type assertion: no type can implement both example\.com/meterd/wire\.Reader and interface\{Read\(\) string\} \(conflicting types for Read method\)$", "wire/wire.go:40:15"),
]
case(L, GO, "bash ci/lint.sh (set -euxo pipefail: go version; go build ./...; go vet ./...; go test -count=1 ./...)", "lint",
     [(L.one(p), s) for p, s in vet],
     [],
     {},
     "CRLF. A CI script under `set -x`: go version, go build pass; go vet fails and the script "
     "stops (go test never runs). Eight findings of eight analyzers in three packages, each its own "
     "cause: bools (`suspect or`), assign (self-assignment), atomic (`direct assignment to atomic "
     "value`: m.hits = atomic.AddInt64(&m.hits, 1)), nilfunc (`s.Sync != nil` compares the method, "
     "not the sync field), shift (a uint8 shifted by 8), stdmethods (WriteTo's signature), "
     "composites (an unkeyed net.TCPAddr literal) and ifaceassert (an impossible assertion). No "
     "`# pkg` headers, no count, nothing restates them: no cascade, no tally. The order of the "
     "findings may vary between packages")

L = Log("go-ci-script-test-testmain-setup-exit-and-errorf")
case(L, GO, "bash ci/test.sh (set -euxo pipefail: go version; gofmt -l check; go vet ./...; go test -count=1 ./...)", "test",
     [(L.one(r"^    invoice_test\.go:18: Total\(\) = 184\.13, want 184\.15$"), "invoice/invoice_test.go:18"),
      (L.one(r"^setup: load schema: open testdata/schema\.sql: no such file or directory$"), "migrate/migrate_test.go:14")],
     [L.find(r"^FAIL$", 2), L.one(r"^FAIL\texample\.com/ledger/invoice\t"), L.one(r"^FAIL\texample\.com/ledger/migrate\t")],
     {},
     "a CI script under `set -x`: go version, the gofmt check and go vet pass, then go test ./... "
     "without -v over four packages. Two independent failures. invoice.TestTotal: Total truncates "
     "each line's tax where the test wants it rounded half up (t.Errorf, its `--- FAIL: TestTotal` "
     "header just above is as defensible and in neither list). migrate's TestMain reads "
     "testdata/schema.sql, but only schema.sql.in is committed: it prints `setup: load schema: ...` "
     "and calls os.Exit(1) before any test runs, so the package fails with no `--- FAIL` line at "
     "all; that line is the cause. The FAIL lines (each package's `FAIL pkg` and the bare FAILs) "
     "are cascade. money passes, cmd/ledger has no tests. go test prints no totals: no tally")

L = Log("go-test-v-concurrent-map-fatal-error-long", gz=True)
case(L, GO, "bash -c 'go vet ./... && go test -count=1 -p 1 -v ./...'", "test",
     [(L.one(r"^fatal error: concurrent map (writes|read and map write)$"), "tracker/tracker.go:27")],
     [L.one(r"^FAIL\texample\.com/tagstore/tracker\t"), L.one(r"^FAIL$")],
     {},
     "gzipped, about 306 lines. go vet passes silently; go test -v over three packages: semver "
     "(TestCompare's 72 subtests, TestParseErrors with t.Logf lines) and tags (TestValid's 59 "
     "subtests) pass with their === RUN / --- PASS lines, then in the last package tracker's "
     "Observe reads and writes its map without taking the mutex while four goroutines call it: "
     "the runtime's `fatal error: concurrent map read and map write` (or `concurrent map writes`, "
     "the runtime decides) and the goroutine trace (frames are notes). A fatal error is not a "
     "panic: the test binary dies at once, no --- FAIL line, no recovery; `FAIL pkg` and the final "
     "FAIL are cascade. The last `=== RUN   TestObserveConcurrent` names the test. No tally")

L = Log("go-test-json-fail-in-goroutine-after-completed-and-rows")
rows = L.find(r'"Output":"    retry_test\.go:16: Delay\(\d\) = \d+ms, want \d+ms\\n"', 3)
case(L, f"{GO} (-json)", "go test -json -count=1 -p 1 ./...", "test",
     [(rows[0], "retry/retry_test.go:16"),
      (L.one(r'"Output":"panic: Fail in goroutine after TestWatch has completed\\n"'), "watch/watch_test.go:23")],
     [rows[1:],
      L.one(r'"Action":"fail","Package":"example\.com/syncd/retry","Test":"TestDelay"'),
      L.one(r'"Package":"example\.com/syncd/retry","Output":"FAIL\\n"'),
      L.one(r'"Output":"FAIL\\texample\.com/syncd/retry\\t'),
      L.one(r'"Action":"fail","Package":"example\.com/syncd/retry","Elapsed"'),
      L.one(r'"Output":"FAIL\\texample\.com/syncd/watch\\t'),
      L.one(r'"Action":"fail","Package":"example\.com/syncd/watch","Elapsed"')],
     {},
     "go test -json over two packages (every line a JSON event; the Time fields are the "
     "machine's clock). retry: Delay shifts Base by n instead of n-1, so three rows of TestDelay "
     "fail the same check with other numbers (t.Errorf output events): one bug, labelled on the "
     "first; the other two, the test's and the package's fail actions and FAIL outputs are "
     "cascade (the `--- FAIL: TestDelay` output event right below the messages is as defensible "
     "and in neither list). watch: TestWatch's subtest starts a poller and never stops it; after "
     "the test returned, the poller's callback calls t.Errorf: `panic: Fail in goroutine after "
     "TestWatch has completed` with its goroutine trace, as output events that go test attributes "
     "to TestDiff, the test running at the time (which is innocent and gets no fail action). The "
     "package's FAIL output and fail action are cascade. No tally")

L = Log("gha-go-vet-test-v-parallel-rows-and-status")
enc = L.find(r'Z     code_test\.go:22: Encode\(\d+\) = "\d+", want "\d+"$', 3)
case(L, f"{GO}{GHA}", "go vet ./...; go test -count=1 -p 1 -v -parallel 3 ./... (two steps)", "test",
     [(enc[0], "code/code_test.go:22"),
      (L.one(r"Z     router_test\.go:29: GET /go: status 302, want 301$"), "router/router_test.go:29")],
     [enc[1:], L.one(r"Z --- FAIL: TestEncode \("), L.find(r"Z     --- FAIL: TestEncode/\w+ \(", 3),
      L.one(r"Z --- FAIL: TestServe \("), L.one(r"Z     --- FAIL: TestServe/known \("),
      L.find(r"Z FAIL$", 3), L.one(r"Z FAIL\texample\.com/shortlink/code\t"),
      L.one(r"Z FAIL\texample\.com/shortlink/router\t"), L.one(DONE)],
     {},
     "two steps: go vet passes; go test -v -parallel 3 with t.Parallel table subtests (=== PAUSE, "
     "=== CONT; the CONT order varies from run to run). Two independent causes. code.Encode "
     "appends base-62 digits least significant first and never reverses them: three rows of "
     "TestEncode (two_digits, three_digits, mixed) fail the same check with other numbers, one "
     "bug, labelled on whichever message comes first; the other two are cascade. "
     "router.ServeHTTP redirects with 302 where TestServe/known wants 301 (a second message line, "
     "`GET /go -> 302`, is the subtest's own t.Logf, as are the passing rows' lines). The "
     "--- FAIL lines of the parallel summaries, the FAIL lines and the runner's exit line are "
     "cascade. No tally")

L = Log("go-make-vet-test-race-and-parse-fatal")
races = L.find(r"^WARNING: DATA RACE$", None)
case(L, f"{GO} (-race), {MAKE}", "make ci (go vet ./...; go test -race -count=1 -p 1 ./...)", "test",
     [(L.one(r"^    quote_test\.go:21: Spread\(\) = 50, want 5 \(bid 40205 ask 40255\)$"), "quote/quote_test.go:21"),
      (races[0], "stats/stats.go:21")],
     [races[1:], L.one(r"^    testing\.go:\d+: race detected during execution of test$"),
      L.one(r"^--- FAIL: TestIncConcurrent \("),
      L.find(r"^FAIL$", 3), L.one(r"^FAIL\texample\.com/pricefeed/quote\t"),
      L.one(r"^FAIL\texample\.com/pricefeed/stats\t"),
      L.one(r"^make: \*\*\* \[Makefile:9: test\] Error 1$")],
     {},
     "make ci (make echoes each command): go vet passes, then go test -race over two packages. "
     "Two independent causes. quote's price parser reads the fraction \"5\" of \"402.5\" as 5 "
     "cents, so TestParseOneDecimal's t.Fatalf reports a spread of 50 (its `--- FAIL` header "
     "above is in neither list). stats.Inc increments total after releasing its mutex: the race "
     "detector reports the read/write pairs on that one line (one or two reports, the number "
     "varies from run to run), one cause labelled on the first `WARNING: DATA RACE`; the other reports, "
     "`race detected during execution of test` and TestIncConcurrent's `--- FAIL` below it, the "
     "FAIL lines and make's Error 1 are cascade. No tally")

L = Log("gha-go-build-test-timeout-and-rounding")
case(L, f"{GO}{GHA}", "go build ./...; go test -count=1 -p 1 -timeout 3s ./... (two steps)", "test",
     [(L.one(r"Z panic: test timed out after 3s$"), "queue/queue.go:43"),
      (L.one(r"Z     resize_test\.go:14: Fit\(333, 1000, 100\) = 33x100, want 34x100 \(rounded\)$"), "resize/resize_test.go:14")],
     [L.one(r"Z FAIL\texample\.com/thumbq/queue\t"), L.find(r"Z FAIL$", 2),
      L.one(r"Z FAIL\texample\.com/thumbq/resize\t"), L.one(DONE)],
     {},
     "two steps: go build passes; go test -timeout 3s without -v over two packages. Two "
     "independent causes. queue.Run's worker returns when a job is over the size limit and never "
     "sends that job's result, so Run waits forever and TestRunReportsTooLarge hangs: `panic: test "
     "timed out after 3s`, `running tests:` naming the test, and the goroutine dump (notes; the "
     "`source` is the blocked receive in Run). resize.Fit truncates 33.3 to 33 where TestFit "
     "wants it rounded (t.Errorf; its `--- FAIL` above in neither list). The FAIL lines and the "
     "runner's exit line are cascade. No tally")

L = Log("go-ci-script-vet-test-cover-func-success")
case(L, GO, "sh ci/test.sh (set -ex: go version; gofmt -l check; go vet ./...; go test -count=1 -coverprofile=cover.out ./...; go tool cover -func=cover.out)",
     "test", [], [], {},
     "success: a CI script under `sh -ex`: go version, the gofmt check, go vet, go test with a "
     "coverage profile (`ok pkg ... coverage: 100.0% of statements` for two packages) and go tool "
     "cover -func's per-function table with its `total:` line. go test prints no test totals: no "
     "tally")

# ================================================================== Rust
L = Log("gha-rust-fmt-build-renamed-field-e0609-e0560-color")
ren = L.find(r"error\[E0(560|609)\].*: (struct `Bookmark` has no field named `name`|no field `name` on type `&{0,2}(mut )?Bookmark`)", 10)
case(L, f"{CARGO}, rustfmt 1.95.0{GHA}", "cargo fmt --check; cargo build --offline --color always (two steps)", "build",
     [(ren[0], "src/import.rs:12:13"),
      (L.one(r"error\[E0308\].*: mismatched types"), "src/render.rs:30:5")],
     [ren[1:], L.one(r"error.*: could not compile `bookmarks` \(bin \"bookmarks\"\) due to 11 previous errors"), L.one(DONE)],
     {"errors": 11},
     "two steps: cargo fmt --check passes (silent), then cargo build --color always (texts keep "
     "the escape codes). Two independent causes. Bookmark's field `name` was renamed `title` in "
     "model.rs and the other modules were not updated: two E0560 (`struct `Bookmark` has no field "
     "named `name``, the struct literals in import.rs) and eight E0609 (`no field `name` on type "
     "`&&Bookmark``/`&Bookmark`/`&mut Bookmark``, in render.rs and store.rs): ten errors of two "
     "codes in three files from one rename, labelled on the first (the others cascade). "
     "render::widest returns u32 from a usize max: E0308 (mismatched types), printed between the "
     "rename's errors. `could not compile ... due to 11 previous errors` restates them and gives "
     "the tally; the runner's exit line is cascade")

L = Log("rust-cargo-build-e0432-e0277-question-mark-crlf")
case(L, CARGO, "cargo build --offline", "build",
     [(L.one(r"^error\[E0432\]: unresolved import `crate::util`$"), "src/lib.rs:5:16"),
      (L.one(r"^error\[E0277\]: `\?` couldn't convert the error to `ParseError`$"), "src/load.rs:24:44")],
     [L.one(r"^error: could not compile `gpxstat` \(lib\) due to 2 previous errors; 2 warnings emitted$")],
     {"errors": 2, "warnings": 2},
     "CRLF. cargo build of a lib and a bin: two independent errors. lib.rs re-exports "
     "crate::util::haversine but util.rs was renamed geo.rs (E0432, unresolved import). load() "
     "uses `?` on std::fs::read_to_string's io::Error in a function returning ParseError, which "
     "only has From<ParseFloatError> (E0277, with notes naming the From impls). Two warnings "
     "(`variable does not need to be mutable`, `unused variable: legs`) are never causes. `could "
     "not compile ... due to 2 previous errors; 2 warnings emitted` restates them and gives the "
     "tally")

L = Log("rust-ci-script-test-no-fail-fast-assert-msg-and-index")
case(L, CARGO, "sh ci/check.sh (set -e, ==> headers: cargo --version; rustc --version; cargo build --offline --all-targets; cargo test --offline --no-fail-fast)", "test",
     [(L.one(r"^thread 'tests::vat_included_in_gross' \(\d+\) panicked at src/lib\.rs:61:9:$"), "src/lib.rs:61:9"),
      (L.one(r"^thread 'three_month_schedule' \(\d+\) panicked at tests/schedule\.rs:6:56:$"), "tests/schedule.rs:6:56")],
     [L.one(r"^    tests::vat_included_in_gross$"), L.one(r"^    three_month_schedule$"),
      L.find(r"^test result: FAILED\.", 2), L.one(r"^error: test failed, to rerun pass `--lib`$"),
      L.one(r"^error: test failed, to rerun pass `--test schedule`$"),
      L.one(r"^error: 2 targets failed:$"), L.one(r"^    `--lib`$"), L.one(r"^    `--test schedule`$")],
     {},
     "a CI script printing `==>` headers: versions, cargo build --all-targets, then cargo test "
     "--no-fail-fast over three targets. Two independent failures. The unit test "
     "vat_included_in_gross: vat_of_gross takes the rate of the gross as if it were net (an "
     "assert! with a message: `VAT of 119.00 gross at 19% should be 19.00, got 22.61`, the line "
     "after the label). The integration test three_month_schedule indexes parts[m] with months "
     "counted from 1: `index out of bounds: the len is 3 but the index is 3`. Each labelled on "
     "libtest's `panicked at` line; the run-list `... FAILED` lines are in neither list. The "
     "failures lists, both `test result: FAILED.`, cargo's two `error: test failed` and `error: 2 "
     "targets failed:` with its list are cascade. The doc-test passes. No tally (three non-empty "
     "binaries, no total). Thread ids vary")

L = Log("rust-cargo-test-shared-helper-unwrap-notfound-color")
pan = L.find(r"^thread '\w+' \(\d+\) panicked at tests/common/mod\.rs:11:41:$", 6)
msg = L.find(r"^called `Result::unwrap\(\)` on an `Err` value: Os \{ code: 2, kind: NotFound", 6)
case(L, CARGO, "cargo test --offline --color always -- --color always", "test",
     [(pan[0], "tests/common/mod.rs:11:41")],
     [pan[1:], msg[1:], [L.one(rf"^    {t}$") for t in ["eu_summer_time_2024", "eu_summer_time_2025", "eu_winter_time_2024", "us_rules_count", "us_summer_time_2024", "us_winter_time_2024"]],
      L.one(r"^test result: .*FAILED.*\. 0 passed; 6 failed;"),
      L.one(r"error.*: test failed, to rerun pass `--test rules`$")],
     {},
     "cargo test with colour forced for cargo and libtest (the verdicts and cargo's status words "
     "keep their codes). The shared helper tests/common/mod.rs builds tests/fixtures/NAME.rules, "
     "but the rule files live in tests/data/: all six tests of tests/rules.rs panic at the same "
     "place with the same message (`called `Result::unwrap()` on an `Err` value: Os { code: 2, "
     "kind: NotFound, ... }`): one cause, labelled on the first `panicked at` line; the other five "
     "panics with their messages, the failures list, `test result: FAILED.` and `error: test "
     "failed` are cascade (the run-list `... FAILED` lines are in neither list). The lib's unit "
     "tests (0) and tests/calendar.rs (2) pass; the doc-tests never run. No tally (several "
     "binaries, no total). Thread ids vary, and so may the order of the run-list lines")

L = Log("gha-rust-build-test-clippy-deny-four-lints")
case(L, f"{CLIPPY}{GHA}", "cargo build --offline; cargo test --offline; cargo clippy --offline -- -D warnings (three steps)", "lint",
     [(L.one(r"Z error: you should consider adding a `Default` implementation for `Counter`$"), "src/counter.rs:10:5"),
      (L.one(r"Z error: length comparison to zero$"), "src/counter.rs:19:16"),
      (L.one(r"Z error: the loop variable `i` is only used to index `rows`$"), "src/report.rs:5:14"),
      (L.one(r"Z error: manual `RangeInclusive::contains` implementation$"), "src/report.rs:27:5")],
     [L.one(r"Z error: could not compile `wordfreq` \(lib\) due to 4 previous errors$"), L.one(DONE)],
     {"errors": 4},
     "three steps: cargo build and cargo test pass (three binaries with `running 0 tests`), then "
     "cargo clippy -D warnings fails on four lints of the library, each its own cause: "
     "new_without_default, len_zero, needless_range_loop, manual_range_contains (each with `= "
     "note: `-D clippy::...` implied by `-D warnings`` and a help). The bin is never checked. "
     "`could not compile ... due to 4 previous errors` restates them and gives the tally; the "
     "runner's exit line is cascade. The passing test step's `test result: ok. 0 passed` lines "
     "give no count worth a tally")

L = Log("rust-make-fmt-clippy-test-ignored-success-crlf")
case(L, f"{CLIPPY}, rustfmt 1.95.0, {MAKE}", "make check (cargo fmt --check; cargo clippy --offline --all-targets -- -D warnings; cargo test --offline)", "test",
     [], [], {},
     "success, CRLF: make check echoes each recipe: cargo fmt --check and cargo clippy --all-targets "
     "-D warnings pass, then cargo test: 4 unit tests pass and one is ignored with a reason "
     "(`ignored, quadratic; run with --ignored`), and a doc-test passes. Two binaries (unit tests, "
     "doc-tests), no total: no tally")

L = Log("gha-rust-build-test-long-index-oob-and-assert-eq")
case(L, f"{CARGO}{GHA}", "cargo build --offline; cargo test --offline (two steps)", "test",
     [(L.one(r"Z thread 'label_defaults_to_ad' \(\d+\) panicked at src/lib\.rs:63:20:$"), "src/lib.rs:63:20"),
      (L.one(r"Z thread 'rejects_lower_case' \(\d+\) panicked at tests/parse\.rs:\d+:5:$"), "tests/parse.rs:562:5")],
     [L.one(r"Z     label_defaults_to_ad$"), L.one(r"Z     rejects_lower_case$"),
      L.one(r"Z test result: FAILED\. 112 passed; 2 failed;"),
      L.one(r"Z error: test failed, to rerun pass `--test parse`$"), L.one(DONE)],
     {},
     "long (about 310 lines): two steps, cargo build, then cargo test: 150 unit tests (round "
     "trips) pass, then the integration binary tests/parse.rs (114 tests) has two independent "
     "failures late in the log. parse_label indexes parts[1] when the era is left out (`index out "
     "of bounds: the len is 1 but the index is 1` at src/lib.rs:63:20). from_roman upper-cases its "
     "input, so \"xiv\" parses (assert_eq!'s `left: Some(14)` / `right: None`). Each labelled on "
     "its `panicked at` line; the failures list, `test result: FAILED.`, `error: test failed` and "
     "the runner's exit line are cascade; the run-list FAILED lines in neither list. Doc-tests "
     "never run. No tally (two binaries, no total). The run-list order and thread ids vary")

L = Log("rust-cargo-build-workspace-keep-going-e0369-e0599")
case(L, CARGO, "cargo build --offline --workspace --keep-going -j 1", "build",
     [(L.one(r"^error\[E0369\]: cannot add `T` to `T`$"), "stats/src/lib.rs:7:19"),
      (L.one(r"^error\[E0599\]: no method named `chars` found for enum `Option<T>` in the current scope$"), "labels/src/lib.rs:25:32")],
     [L.one(r"^error: could not compile `stats` \(lib\) due to 1 previous error$"),
      L.one(r"^error: could not compile `labels` \(lib\) due to 1 previous error$")]
     + L.any(r"^warning: build failed, waiting for other jobs to finish\.\.\.$"),
     {"errors": 2},
     "cargo build --keep-going over a two-crate workspace whose crates do not depend on each "
     "other, so both are compiled although the first fails. stats::sum adds two T with no Add "
     "bound (E0369, with a help suggesting the bound); labels calls .chars() on the Option<&String> "
     "that BTreeMap::get returns (E0599, with a note and a help to unwrap). Two independent causes, "
     "each crate with its own `could not compile ... due to 1 previous error` (cascade; the tally "
     "sums them: errors 2)")

# ================================================================== Python
L = Log("gha-py-flake8-pytest-fixture-json-setup-errors-and-fail")
jde = L.find(r"Z E           json\.decoder\.JSONDecodeError: Expecting value: line 7 column 1 \(char 498\)$", 5)
case(L, f"{PYTEST}, {FLAKE8}{GHA}", "python3 -m flake8; python3 -m pytest (two steps)", "test",
     [(jde[0], "tests/conftest.py:14"),
      (L.one(r"Z E       assert 845 == 846$"), "tests/test_pricing.py:21")],
     [jde[1:], L.one(r"Z FAILED tests/test_pricing\.py::test_discount_rounds_to_nearest_cent - "),
      L.find(r"Z ERROR tests/test_search\.py::\w+ - json\.decoder\.J", 5),
      L.one(r"Z =+ 1 failed, 4 passed, 5 errors in [\d.]+s =+$"), L.one(DONE)],
     {"tests_passed": 4, "tests_failed": 1, "errors": 5},
     "two steps: flake8 passes (silent), then pytest with its default report. Two independent "
     "causes. The products fixture in conftest.py loads tests/fixtures/products.json, which has a "
     "trailing comma after its last object: every test of test_search.py (five) ERRORs at setup "
     "with the same long traceback into json/decoder.py and the same `E json.decoder."
     "JSONDecodeError: Expecting value: line 7 column 1 (char 498)`: one cause, labelled on the "
     "first E line (the `source` is the fixture's line); the other four E lines are cascade "
     "(the `ERROR at setup of ...` headings are in neither list). Independently, discounted() "
     "floors where test_discount_rounds_to_nearest_cent wants the nearest cent: `E assert 845 == "
     "846` (the `where 845 = discounted(995, 15)` line below it is part of the failure). The short "
     "summary's FAILED and five ERROR lines, the closing line and the runner's exit line are "
     "cascade; the closing line gives the tally")

L = Log("py-pytest-q-three-independent-failures-crlf")
case(L, PYTEST, "python3 -m pytest -q", "test",
     [(L.one(r"^E       assert 2\.028809089064719 == 2\.0 ± 2\.0e-03$"), "tests/test_convert.py:11"),
      (L.one(r"^E       IndexError: list index out of range$"), "unitsconv/convert.py:27"),
      (L.one(r"^E   ValueError: too many values to unpack \(expected 2\)$"), "unitsconv/scale.py:20")],
     [L.find(r"^FAILED tests/", 3), L.one(r"^3 failed, 5 passed in [\d.]+s$")],
     {"tests_passed": 5, "tests_failed": 3},
     "CRLF. pytest -q: three independent failures, each labelled on its first E line. "
     "test_ml_to_tbsp: the test's tablespoon factor is rounded (pytest.approx's `comparison "
     "failed`, Obtained/Expected lines below belong to it). test_empty_amount_rejected: "
     "parse_amount(\"\") raises IndexError inside the library where the test expects ValueError "
     "(the E line is in unitsconv/convert.py, below the test's frame). test_shopping_list_merges: "
     "shopping_list iterates a dict's keys where it meant .items(): `ValueError: too many values to "
     "unpack` in a generator expression (a dict_keyiterator address in the frame varies). The "
     "short summary's FAILED lines and the closing line (the tally) are cascade")

L = Log("py-ci-script-pytest-two-collection-errors-color")
case(L, f"{PYTEST}, {FLAKE8}", "bash ci/test.sh (set -euxo pipefail: python3 --version; python3 -m flake8 webhooks; python3 -m pytest -p no:cacheprovider --color=yes tests)", "test",
     [(L.one(r"^E   ModuleNotFoundError: No module named 'requests'"), "tests/test_client.py:1"),
      (L.one(r"E   AttributeError: module 'secrets' has no attribute 'token_byte'"), "tests/test_sign.py:5")],
     [L.one(r"ERROR.* tests/test_client\.py$"),
      L.one(r"ERROR.* tests/test_sign\.py - AttributeError"),
      L.one(r"^!+ Interrupted: 2 errors during collection !+$"),
      L.one(r"2 errors.* in [\d.]+s")],
     {"errors": 2},
     "a CI script under `set -x`: python3 --version, flake8 over the package (not the tests) "
     "passes, then pytest --color=yes (texts keep the escape codes; the ModuleNotFoundError E line "
     "ends with a reset code). Two collection errors in two test modules, independent: "
     "test_client.py imports requests, which is not installed (`ImportError while importing test "
     "module` with its traceback, labelled on the E line), and test_sign.py calls "
     "secrets.token_byte (a typo for token_bytes) at module level (AttributeError). The summary's "
     "two ERROR lines, `Interrupted: 2 errors during collection` and the closing line are cascade. "
     "No test runs (`collected 2 items / 2 errors`); tally: errors 2")

L = Log("gha-py-unittest-setup-errors-four-and-fail")
errs = L.find(r"Z ERROR: test_\w+ \(tests\.test_render\.RenderTest\.test_\w+\)$", 4)
fnf = L.find(r"Z FileNotFoundError: \[Errno 2\] No such file or directory: '.*/invoicer/templates/invoice\.txt'$", 4)
case(L, f"{PY} unittest{GHA}", "python3 -m compileall -q invoicer; python3 -m unittest discover -s tests -t . (two steps)", "test",
     [(errs[0], "tests/test_render.py:8"),
      (L.one(r"Z FAIL: test_gross_rounds_half_up \(tests\.test_totals\.TotalsTest\.test_gross_rounds_half_up\)$"), "tests/test_totals.py:12")],
     [errs[1:], fnf[1:], L.one(r"Z FAILED \(failures=1, errors=4, skipped=1\)$"), L.one(DONE)],
     {"tests_failed": 1, "errors": 4, "tests_skipped": 1},
     "two steps: compileall passes; python3 -m unittest discover (not verbose: one progress "
     "line `EEEE.sF.`, then the report). Two independent "
     "causes, each labelled on unittest's ERROR:/FAIL: header. RenderTest.setUp loads "
     "templates/invoice.txt, which was renamed invoice.tmpl: all four RenderTest tests ERROR with "
     "the same traceback ending `FileNotFoundError: [Errno 2] No such file or directory: "
     "'.../invoice.txt'` (one cause; the other three headers and their FileNotFoundError lines are "
     "cascade, the first one's FileNotFoundError belongs to it). net_to_gross floors the tax where "
     "the test wants it rounded half up (`AssertionError: 1469 != 1470`). `FAILED (failures=1, "
     "errors=4, skipped=1)` restates them and gives the tally; the runner's exit line is cascade")

L = Log("gha-py-module-three-exception-chain")
case(L, f"{PY}{GHA}", "python3 --version; python3 -m compileall -q geoimport; python3 -m geoimport.migrate data/regions.csv (three steps)", "runtime",
     [(L.one(r"Z MigrationError: data/regions\.csv: import aborted, nothing written$"), "geoimport/migrate.py:41")],
     [L.one(DONE)],
     {},
     "three steps: python3 --version, compileall, then the import module: six INFO lines, then an "
     "uncaught chain of three exceptions. convert() looks the country up and turns the KeyError "
     "('Czechia', not in the code table) into a ValueError inside its except clause without "
     "`from` (`During handling of the above exception, another exception occurred:`); main() "
     "re-raises that as MigrationError with `from e` (`The above exception was the direct cause of "
     "the following exception:`). One failure: labelled on the last exception's line, as in the "
     "earlier holdouts; `KeyError: 'Czechia'` (what is actually wrong with the data) and the "
     "ValueError line are as defensible and are in neither list. The runner's exit line is "
     "cascade. No tally")

L = Log("py-ci-script-flake8-eight-findings-color")
f8 = [
    (r"mailsort/rules\.py.*:.*2.*:.*1.*F401.* 'os' imported but unused$", "mailsort/rules.py:2:1"),
    (r"mailsort/rules\.py.*:.*13.*:.*24.*E711.* comparison to None", "mailsort/rules.py:13:24"),
    (r"mailsort/rules\.py.*:.*20.*:.*26.*W605.* invalid escape sequence", "mailsort/rules.py:20:26"),
    (r"mailsort/sorter\.py.*:.*3.*:.*1.*F401.* '\.rules\.Rule' imported but unused$", "mailsort/sorter.py:3:1"),
    (r"mailsort/sorter\.py.*:.*7.*:.*31.*E741.* ambiguous variable name 'l'$", "mailsort/sorter.py:7:31"),
    (r"mailsort/sorter\.py.*:.*23.*:.*1.*F811.* redefinition of unused 'sort' from line 10$", "mailsort/sorter.py:23:1"),
    (r"mailsort/sorter\.py.*:.*23.*:.*1.*E303.* too many blank lines \(3\)$", "mailsort/sorter.py:23:1"),
    (r"tests/test_sorter\.py.*:.*6.*:.*101.*E501.* line too long \(103 > 100 characters\)$", "tests/test_sorter.py:6:101"),
]
case(L, FLAKE8, "bash ci/lint-and-test.sh (set -euxo pipefail: python3 -m flake8 --version; python3 -m flake8 --color=always mailsort tests; python3 -m pytest -q)", "lint",
     [(L.one(p), s) for p, s in f8],
     [],
     {},
     "a CI script under `set -x`: flake8 --version, then flake8 --color=always (texts keep the "
     "escape codes) over the package and the tests fails and the script stops (pytest never "
     "runs). Eight findings, each its own cause (none repeats another): F401 twice in two files "
     "(`os` in rules.py, `.rules.Rule` in sorter.py), E711, W605, E741, and on one line of "
     "sorter.py both F811 (a second `def sort` pasted below the first) and E303 (the three blank "
     "lines before it), then E501 in a test. F811 and E303 come from the same paste; they are two "
     "rules' findings and are counted apart, as each lint finding is. No count without --count: "
     "no tally, no cascade. The order of the findings may vary between files")

L = Log("py-make-mypy-five-causes-eight-errors")
opt = L.find(r'^taskq/worker\.py:1[345]: error: (Item "None" of "Optional\[Task\]" has no attribute|Argument 1 to "backoff" has incompatible type "Optional\[Task\]")', 4)
case(L, f"{MYPY}, {MAKE}", "make test (python3 -m mypy --version; python3 -m mypy taskq; then pytest, never run)", "lint",
     [(L.one(r'^taskq/store\.py:5: error: Library stubs not installed for "yaml"  \[import\]$'), "taskq/store.py:5"),
      (opt[0], "taskq/worker.py:13"),
      (L.one(r'^taskq/worker\.py:19: error: Unexpected keyword argument "priority" for "Task"  \[call-arg\]$'), "taskq/worker.py:19"),
      (L.one(r'^taskq/worker\.py:25: error: List comprehension has incompatible type List\[int\]; expected List\[str\]  \[misc\]$'), "taskq/worker.py:25"),
      (L.one(r'^taskq/worker\.py:29: error: Unsupported operand types for \+ \("str" and "int"\)  \[operator\]$'), "taskq/worker.py:29")],
     [opt[1:], L.one(r"^Found 8 errors in 2 files \(checked 4 source files\)$"),
      L.one(r"^make: \*\*\* \[Makefile:5: lint\] Error 1$")],
     {"errors": 8},
     "make test runs lint first (make echoes each command): mypy --version, then mypy over the "
     "package, which fails, so pytest never runs. Eight errors, five causes: PyYAML is installed "
     "but its stubs are not (`Library stubs not installed for \"yaml\"  [import]` with three note "
     "lines, the hint); retry() uses store.get()'s Optional[Task] without checking for None, which "
     "gives three union-attr errors and an arg-type error on lines 13-15 (one cause, labelled on "
     "the first; the other three cascade); enqueue passes priority= to a dataclass without such a "
     "field [call-arg]; due() returns task ids (int) as list[str] [misc]; label() adds str and int "
     "[operator]. `Found 8 errors in 2 files` gives the tally and is cascade with make's Error 1")

L = Log("py-pytest-v-long-two-late-failures", gz=True)
case(L, PYTEST, "python3 -m pytest -v", "test",
     [(L.one(r"^E       AssertionError: assert False$"), "tests/test_format.py:8"),
      (L.one(r"^E       AssertionError: assert '978-1-8619-7271-2' == '978-1-86197-271-2'$"), "tests/test_format.py:16")],
     [L.one(r"^tests/test_format\.py::test_lower_case_x_check_digit FAILED"),
      L.one(r"^tests/test_format\.py::test_hyphenate\[9781861972712-978-1-86197-271-2\] FAILED"),
      L.find(r"^FAILED tests/test_format\.py::", 2), L.one(r"^=+ 2 failed, 251 passed in [\d.]+s =+$")],
     {"tests_passed": 251, "tests_failed": 2},
     "gzipped, about 290 lines: pytest -v over 253 tests, 250 corpus cases (ISBN-13 and ISBN-10 "
     "numbers from data files) PASSED, then two independent failures in the last module, at 99% "
     "and 100%. valid10 accepts only an upper-case X check digit, so \"0-8044-2957-x\" is rejected "
     "(`E AssertionError: assert False` with its `where False = valid10(...)` line); hyphenate13 "
     "takes a four-digit publisher where the range needs five (a string diff). Each labelled on "
     "its first E line. The two FAILED verdicts long before the report, the short summary's FAILED "
     "lines and the closing line (the tally) are cascade")

L = Log("gha-py-make-flake8-mypy-pytest-warning-success")
case(L, f"{PYTEST}, {MYPY}, {FLAKE8}, {MAKE}{GHA}", "make check (python3 -m flake8 slugkit tests; python3 -m mypy slugkit; python3 -m pytest -q -rsx), one step",
     "test", [], [],
     {"tests_passed": 7, "tests_skipped": 1, "warnings": 1},
     "success, one GitHub Actions step: make check echoes each command: flake8 passes (silent), "
     "mypy strict `Success: no issues found in 2 source files`, pytest -q -rsx: a dot line with `s` "
     "and `x`, a warnings summary with a DeprecationWarning (legacy_slug), the SKIPPED and XFAIL "
     "lines, `7 passed, 1 skipped, 1 xfailed, 1 warning` (the xfail is not counted as skipped)")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
