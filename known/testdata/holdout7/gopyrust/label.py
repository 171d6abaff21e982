#!/usr/bin/env python3
"""Writes holdout7/gopyrust/manifest.jsonl. The labels are chosen by hand below; this only looks
up their line numbers (each pattern must match exactly the lines meant, or the script stops), so
a regeneration that moves lines (parallel output, varying report counts) is labelled the same
way, or stops when a pattern no longer fits."""
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

    def one(self, pat, **kw):
        return self.find(pat, 1, **kw)[0]

    def text(self, k):
        return self.ls[k - 1]


out = []


def case(log, producer, command, kind, roots, cascade, tally, notes):
    """roots: [(line, source)]; cascade: line numbers (or lists of them)"""
    rc = int(exits[log.id])
    rcs = [{"line": k, "source": src, "text": log.text(k)} for k, src in roots]
    cas = set()
    for c in cascade:
        cas |= set(c) if isinstance(c, (list, tuple)) else {c}
    lines = [r["line"] for r in rcs]
    if lines != sorted(set(lines)):
        sys.exit(f"{log.id}: root causes out of order or repeated: {lines}")
    if cas & set(lines):
        sys.exit(f"{log.id}: cascade overlaps root causes: {sorted(cas & set(lines))}")
    out.append({"id": log.id, "file": log.file, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": sorted(cas), "tally": tally,
                "notable_lines": [], "notes": notes})


GO = "go 1.26.8"
CARGO = "cargo 1.95.0, rustc 1.95.0"
CLIPPY = "cargo clippy (clippy 0.1.95)"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1, Python 3.11.2"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"

# ------------------------------------------------------------------ Go
L = Log("go-vet-printf-copylocks-unreachable-crlf")
findings = [
    (r"^metrics/counter\.go:54:9: range var c copies lock", "metrics/counter.go:54:9"),
    (r"^metrics/counter\.go:64:9: return copies lock value", "metrics/counter.go:64:9"),
    (r"^cmd/tallyd/main\.go:18:2: fmt\.Println call has possible Printf formatting directive %d", "cmd/tallyd/main.go:18:2"),
    (r"^flush/flush\.go:56:2: unreachable code$", "flush/flush.go:56:2"),
    (r"^flush/flush\.go:30:42: fmt\.Errorf format %w has arg err\.Error\(\) of wrong type string", "flush/flush.go:30:42"),
    (r"^flush/flush\.go:52:40: \(\*example\.com/tally/logx\.Logger\)\.Infof format %s reads arg #2, but call has 1 arg", "flush/flush.go:52:40"),
    (r"^flush/flush_test\.go:40:4: call to \(\*testing\.T\)\.Fatal from a non-test goroutine", "flush/flush_test.go:40:4"),
]
roots = sorted((L.one(p), s) for p, s in findings)
assert len(L.ls) == 7
case(L, GO, "go vet -p 1 ./...", "lint", roots, [], {},
     "CRLF line ends (texts without the CR). go vet over four packages, seven findings, each its own "
     "cause: copylocks twice in metrics (a range loop copying Counter values out of []Counter, and "
     "Snapshot returning *c by value; both Counter's sync.Mutex), printf three times (fmt.Println "
     "with a %d directive in cmd/tallyd, fmt.Errorf's %w given err.Error() (a string), and the "
     "project's own printf wrapper logx.Logger.Infof called with one argument for two verbs, which "
     "vet names as (*example.com/tally/logx.Logger).Infof), unreachable code after a for-select loop "
     "that only returns, and testinggoroutine (t.Fatal from a goroutine started by the test). vet "
     "prints no package headers and no count here; the order of the packages' findings varies from "
     "run to run (the labels follow the text)")

L = Log("go-test-json-panic-and-parallel-rows-long")
panic = L.one(r'"Output":"panic: runtime error: index out of range \[2\] with length 2')
tax = L.find(r'"Test":"TestOn/[a-z_]+","Output":"    tax_test\.go:55: ', 3)
tax_verdict = [L.one(r'"Test":"TestOn/%s","Output":"--- FAIL: ' % re.search(r'"Test":"TestOn/([a-z_]+)"', L.text(k)).group(1))
               for k in tax]
case(L, GO, "go test -json -count=1 -p 1 ./...", "test",
     [(panic, "sheet/sheet.go:48"), (tax[0], "tax/tax_test.go:55")],
     [L.one(r'"Action":"fail","Package":"example\.com/invoice/sheet","Test":"TestParseCSVShortRow"'),
      L.one(r'"Output":"FAIL\\texample\.com/invoice/sheet\\t'),
      L.one(r'"Action":"fail","Package":"example\.com/invoice/sheet","Elapsed"'),
      tax[1:], tax_verdict[1:],
      L.find(r'"Action":"fail","Package":"example\.com/invoice/tax","Test":"TestOn/', 3),
      L.one(r'"Test":"TestOn","Output":"--- FAIL: TestOn '),
      L.one(r'"Action":"fail","Package":"example\.com/invoice/tax","Test":"TestOn","Elapsed"'),
      L.one(r'"Package":"example\.com/invoice/tax","Output":"FAIL\\n"'),
      L.one(r'"Output":"FAIL\\texample\.com/invoice/tax\\t'),
      L.one(r'"Action":"fail","Package":"example\.com/invoice/tax","Elapsed"')],
     {},
     f"long ({len(L.ls)} JSON events). go test -json over three packages: money passes (parallel "
     "subtests, === PAUSE / === CONT output events, t.Logf 'error (expected): ...'); sheet's "
     "TestParseCSVShortRow panics (ParseCSV indexes f[2] of a two-field row: index out of range, "
     "sheet.go:48), the panic and its goroutine trace are output events of the test, labelled on the "
     "'panic:' event (the '--- FAIL: TestParseCSVShortRow' event just above it is as defensible); "
     "tax's TestOn fails three parallel rows from one bug (On truncates the VAT instead of rounding "
     "it: 0.44 for 0.45, 0.47 for 0.48, 3.79 for 3.80): one cause, labelled on the first row's "
     "message event (its own '--- FAIL' event just below is as defensible); the other two rows' "
     "messages and verdicts, the fail actions, TestOn's --- FAIL and the package FAIL lines restate "
     "them. The order of the three rows varies between runs. go test prints no totals: no tally")

L = Log("gha-go-test-v-timeout-mutex-relock")
case(L, f"{GO}{GHA}", "go vet ./...; go test -count=1 -p 1 -v -timeout 3s ./... (two steps)", "test",
     [(L.one(r"Z panic: test timed out after 3s$"), "lru/lru.go:84")],
     [L.one(r"Z FAIL\texample\.com/memo/lru\t"), L.one(r"Z FAIL$"), L.one(DONE)],
     {},
     "two steps: go vet passes (it cannot see a re-entrant lock); go test -v: three lru tests pass, "
     "then TestPutEvictsOldest hangs: Cache.Put holds c.mu and its eviction loop calls c.Len(), which "
     "locks c.mu again (sync.Mutex is not re-entrant). After 3s the test binary panics: 'panic: test "
     "timed out after 3s', 'running tests:' naming TestPutEvictsOldest (3s), and a goroutine dump: the "
     "alarm, the main test runner, the test goroutine blocked in sync.(*Mutex).Lock under Len (lru.go:48) "
     "called from Put (lru.go:84: the source), and four janitor goroutines (one per cache New started) "
     "in [chan receive]. Labelled on the panic line; 'FAIL example.com/memo/lru 3.0s', the final FAIL "
     "and the runner's exit-code line restate it. ttl passes after it. The goroutine order and ids vary")

L = Log("go-test-race-two-packages")
fetch_end = L.one(r"^FAIL\texample\.com/crawl/fetch\t")
hist_end = L.one(r"^FAIL\texample\.com/crawl/hist\t")
w_fetch = L.find(r"^WARNING: DATA RACE$", None, hi=fetch_end)
w_hist = L.find(r"^WARNING: DATA RACE$", None, lo=fetch_end, hi=hist_end)
case(L, f"{GO} (-race)", "go test -race -count=1 -p 1 ./...", "test",
     [(w_fetch[0], "fetch/fetch.go:27"), (w_hist[0], "hist/hist.go:33")],
     [w_fetch[1:], w_hist[1:],
      L.one(r"^--- FAIL: TestAllFirstError "), L.one(r"^--- FAIL: TestConcurrentObserve "),
      L.find(r"^    testing\.go:\d+: race detected during execution of test$", 2),
      L.find(r"^FAIL$", 3), fetch_end, hist_end],
     {},
     "two independent data races in two packages, each making its test fail with 'testing.go:1712: "
     "race detected during execution of test': fetch.All's worker goroutines read and set a shared "
     "firstErr without a lock (read at fetch.go:27, previous write at fetch.go:28; TestAllFirstError), "
     "and hist.Histogram.Observe updates h.max after unlocking the mutex (hist.go:32/33; "
     "TestConcurrentObserve). robots passes. Labelled on each package's first 'WARNING: DATA RACE' "
     "(the 'Read at ... by goroutine' line under it is as defensible); the race detector sometimes "
     "reports the hist race twice (read/write and write/write on h.max), the second report is "
     "cascade; the tests' --- FAIL lines, 'race detected', FAIL and the package FAIL lines restate "
     "them. Addresses and goroutine ids vary")

L = Log("go-test-v-parallel-name-two-rows-long", gz=True)
m_l = L.one(r'^    quantity_test\.go:35: Parse\("0\.5 L"\): quantity: unknown unit "L"$')
m_e = L.one(r'^    quantity_test\.go:35: Parse\("1\.5e3 m"\): quantity: unknown unit "e3 m"$')
case(L, GO, "go test -count=1 -p 1 -parallel 8 -v ./...", "test",
     sorted([(m_l, "quantity/quantity_test.go:35"), (m_e, "quantity/quantity_test.go:35")]),
     [L.one(r"^--- FAIL: TestParse "), L.one(r"^    --- FAIL: TestParse/0\.5_L "),
      L.one(r"^    --- FAIL: TestParse/1\.5e3_m "), L.find(r"^FAIL$", 2),
      L.one(r"^FAIL\texample\.com/units/quantity\t")],
     {},
     f"gzipped, {len(L.ls)} lines. go test -v -parallel 8 over three packages of t.Parallel() table "
     "tests: celsius and length pass (=== RUN / PAUSE / CONT / NAME lines, t.Logf output), then in "
     "quantity two rows of TestParse fail with t.Fatalf from two bugs: units are case-sensitive, so "
     "the litre symbol 'L' is unknown, and Parse stops the number at 'e', so '1.5e3 m' has unit "
     "'e3 m'. Each message comes under an '=== NAME  TestParse/...' or '=== CONT' line, among other "
     "rows' 'parsing ...' logs, long before the rows' '--- FAIL' lines in the parent's summary "
     "(those are cascade here, as in holdout3's parallel log); TestParseErrors' passing rows log "
     "'error as expected: ...'. The CONT/NAME order varies from run to run")

L = Log("gha-go-build-ctx-signature-too-many-errors")
nea = L.find(r"Z api/notes\.go:\d+:\d+: not enough arguments in call to srv\.S\.(Get|Put|List)$", 9)
case(L, f"{GO}{GHA}", "go version; go build -p 1 ./... (two steps)", "build",
     [(L.one(r"Z api/auth\.go:31:1: missing return$"), "api/auth.go:31:1"), (nea[0], "api/notes.go:30:22")],
     [nea[1:], L.one(r"Z api/notes\.go:101:23: too many errors$"), L.one(DONE)],
     {},
     "two steps: go version; go build fails in one package, api, with two causes: canRead in auth.go "
     "has no return after its loop ('missing return'), and store's methods Get, Put and List now take "
     "a context.Context first while notes.go still calls them the old way: nine 'not enough arguments "
     "in call to srv.S.Get/Put/List' errors, each with have/want lines (one refactor not carried "
     "through: one cause, labelled on the first, the other eight are cascade), then the compiler's "
     "'too many errors' cut-off (cascade). The '# example.com/notes/api' header names the package")

L = Log("go-test-build-failed-dependent-and-test-fail")
fmt_msgs = L.find(r"^    iban_test\.go:29: Format\(", 3)
case(L, GO, "go test -count=1 -p 1 ./...", "test",
     [(fmt_msgs[0], "iban/iban_test.go:29"),
      (L.one(r"^ledger/ledger\.go:38:14: cannot use amt \(variable of type int\) as int64 value in assignment$"),
       "ledger/ledger.go:38:14")],
     [fmt_msgs[1:], L.one(r"^FAIL$", lo=1, hi=fmt_msgs[-1] + 1), L.one(r"^FAIL\texample\.com/pay/iban\t"),
      L.one(r"^FAIL\texample\.com/pay/ledger \[build failed\]$"),
      L.one(r"^FAIL\texample\.com/pay/report \[build failed\]$"), len(L.ls)],
     {},
     "go test ./... over four packages, two independent failures: iban's TestFormat fails three "
     "times from one bug (Format's loop stops while more than four characters remain, dropping the "
     "last block; one cause, the first message is the root, the order of the three messages varies "
     "because they come from a map); ledger.Posting.Amount became int64 but Post still assigns an int "
     "(ledger.go:38), so ledger fails to build and report, which imports it, is [build failed] too "
     "without an error of its own. The '--- FAIL: TestFormat' line above the messages is as "
     "defensible; '# example.com/pay/ledger' names the package; FAIL lines and both [build failed] "
     "lines restate the causes. currency passes. go test prints no totals: no tally")

L = Log("gha-go-vet-test-json-short-success-long")
case(L, f"{GO}{GHA}", "go version; go vet ./...; go test -json -short -count=1 -p 1 ./... (three steps)",
     "test", [], [], {},
     f"success, {len(L.ls)} lines: go version, go vet (silent), then go test -json -short over three "
     "packages: 44 tests and subtests pass, two are skipped (a windows-only test, and a 1 MB "
     "wrap skipped in -short mode), passing subtests t.Logf 'got expected error: semver: ...' and "
     "'key \"errorrate\"', and subtest names contain 'error'. go test prints no totals, so no tally")

# ------------------------------------------------------------------ Rust
L = Log("gha-rust-cargo-test-overflow-should-panic-color")
case(L, f"{CARGO}{GHA}",
     "cargo build --offline; cargo test --offline --no-fail-fast --color always -- --test-threads=1 "
     "--color always (two steps)", "test",
     [(L.one(r"Z thread 'tests::clock_going_backwards_is_ignored' \(\d+\) panicked at src/lib\.rs:48:23:$"),
       "src/lib.rs:48:23"),
      (L.one(r"Z note: test did not panic as expected at src/lib\.rs:139:8$"), "src/lib.rs:139:8")],
     [L.one(r"Z     tests::clock_going_backwards_is_ignored$"), L.one(r"Z     tests::must_panics_on_zero_rate$"),
      L.one(r"Z test result: .*FAILED.*\. 7 passed; 2 failed;"),
      L.one(r"Z .*error.*: test failed, to rerun pass `--lib`$"), L.one(r"Z .*error.*: 1 target failed:$"),
      L.one(r"Z     `--lib`$"), L.one(DONE)],
     {},
     "colour forced for cargo and the test harness (texts keep the escape codes). Two steps: cargo "
     "build passes; cargo test --no-fail-fast: two of the lib's nine unit tests fail from two bugs: "
     "clock_going_backwards_is_ignored panics with 'attempt to subtract with overflow' (refill computes "
     "now_ms - self.last_ms on u64 when the clock steps back; lib.rs:48:23), and the #[should_panic] "
     "test must_panics_on_zero_rate 'did not panic as expected' (new() checks the capacity but never "
     "rejects a zero refill rate). Labelled on the 'panicked at' line and on the 'note: test did not "
     "panic as expected' line; the run-list '... FAILED' lines are as defensible. The failures list, "
     "the FAILED test result, 'error: test failed, to rerun pass `--lib`', 'error: 1 target failed:' "
     "with `--lib` and the runner's exit-code line restate them. The integration test binary (2 "
     "passed) and the doc-tests (0) run after it. No tally: three 'test result' lines and no total "
     "(as in holdout3's should_panic log). The thread id in the panicked-at line varies")

L = Log("rust-cargo-clippy-deny-warnings-all-targets-color")
case(L, CLIPPY, "cargo clippy --offline --all-targets --color always -- -D warnings", "lint",
     [(L.one(r"error.*: unused variable: `total`"), "src/lib.rs:86:9"),
      (L.one(r"error.*: stripping a prefix manually"), "src/lib.rs:53:9"),
      (L.one(r"error.*: used `assert_eq!` with a literal bool"), "src/lib.rs:122:9")],
     [L.one(r"error.*: could not compile `csvstat` \(lib\) due to 2 previous errors$"),
      L.one(r"error.*: could not compile `csvstat` \(lib test\) due to 3 previous errors$")],
     {"errors": 3},
     "colour forced (texts keep the escape codes). clippy --all-targets with -D warnings: an unused "
     "variable in render() (a rustc lint: '-D unused-variables implied by -D warnings') and "
     "clippy::manual_strip in strip_bom (a 'note: the prefix was tested here' and a multi-line "
     "help:) fail the lib; the lib test target fails on the same two and "
     "clippy::bool_assert_comparison in a test (cargo prints a diagnostic shared by both targets "
     "once). Three causes. The two 'could not compile' lines ('lib' due to 2, 'lib test' due to 3) "
     "restate them; cargo's 'warning: build failed, waiting for other jobs to finish...' is no "
     "finding. The lib and lib-test targets finish in either order, so the bool_assert_comparison "
     "error and the two 'could not compile' lines move between runs. tally errors 3: the error "
     "diagnostics printed (the targets' own counts are 2 and 3)")

L = Log("rust-cargo-build-borrowck-e0499-e0382-crlf")
case(L, CARGO, "cargo build --offline", "build",
     [(L.one(r"^error\[E0499\]: cannot borrow `self\.by_artist` as mutable more than once at a time$"),
       "src/library.rs:44:21"),
      (L.one(r"^error\[E0382\]: use of moved value: `t`$"), "src/queue.rs:21:14"),
      (L.one(r"^error\[E0382\]: use of moved value: `tracks`$"), "src/queue.rs:27:31")],
     [L.one(r"^error: could not compile `playlist` \(bin \"playlist\"\) due to 3 previous errors$")],
     {"errors": 3},
     "CRLF line ends (texts without the CR). cargo build of one binary crate: three independent "
     "borrow-checker errors, each with its labelled spans and a help: or note: block: E0499 in "
     "Library::rename_artist (an entry() borrow of self.by_artist still used after a get_mut() on "
     "the same map), E0382 in Queue::next (a Track pushed to history and then returned; help: "
     "clone), E0382 in Queue::enqueue_repeat (the Vec moved into extend() 'in previous iteration of "
     "loop', with 'inside of this loop'). 'Some errors have detailed explanations: E0382, E0499.' "
     "and 'For more information ...' are rustc's trailer; 'could not compile ... due to 3 previous "
     "errors' restates them and gives the tally")

L = Log("rust-clippy-clean-cargo-test-q-success")
case(L, f"{CLIPPY}, {CARGO}", "cargo clippy --offline --all-targets -- -D warnings && cargo test --offline -q",
     "mixed", [], [], {"tests_passed": 15, "tests_failed": 0, "tests_skipped": 1},
     "success: clippy with -D warnings is clean ('Checking', 'Finished'), then cargo test -q prints "
     "the terse progress line ('.......i........') for 16 unit tests: 15 passed, 1 ignored (a slow "
     "exhaustive test, counted as skipped), then the empty doc-test run (0 tests). A passing test is "
     "named parse_rejects_error_text and one is a #[should_panic] test")

# ------------------------------------------------------------------ Python
L = Log("gha-py-pytest-session-fixture-setup-errors")
fixture_e = L.find(r"Z E       sqlite3\.OperationalError: table shipments has no column named customs_value$", 5)
case(L, f"{PYTEST}{GHA}", "python3 --version; python3 -m pytest -p no:cacheprovider -ra (two steps)", "test",
     [(fixture_e[0], "tests/conftest.py:14"),
      (L.one(r"Z E       AttributeError: 'NoneType' object has no attribute 'upper'$"), "shipping/labels.py:11")],
     [fixture_e[1:], L.find(r"Z tests/conftest\.py:14: OperationalError$", 5)[1:],
      L.find(r"Z ERROR tests/test_(labels|repo)\.py::test_\w+ - sqlite3\.", 5),
      L.one(r"Z FAILED tests/test_labels\.py::test_label_unassigned_carrier - AttributeError"),
      L.one(r"Z =+ 1 failed, 7 passed, 5 errors in "), L.one(DONE)],
     {"tests_passed": 7, "tests_failed": 1, "errors": 5},
     "two steps: python3 --version; pytest -ra over two modules. The session-scoped fixture db "
     "(tests/conftest.py) loads tests/fixtures/seed.sql, whose last INSERT names a column "
     "customs_value that the schema does not have: sqlite3.OperationalError at setup for each of the "
     "five tests that use db (one in test_labels.py, four in test_repo.py): pytest prints the same "
     "traceback five times ('ERROR at setup of ...'), one cause, labelled on the first E line; the "
     "other four E lines and their 'conftest.py:14: OperationalError' lines are cascade. Independent "
     "of it, test_label_unassigned_carrier fails: label() calls .upper() on a None carrier "
     "(AttributeError raised in shipping/labels.py:11, after a '_ _ _' separator). The '____ ERROR at "
     "setup of test_label_for_seeded_shipment ____' and '____ test_label_unassigned_carrier ____' "
     "headers are as defensible. The short summary's ERROR/FAILED lines, the closing line and the "
     "runner's exit-code line restate them")

L = Log("py-pytest-v-x-stops-at-first-failure-long", gz=True)
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider -v -x", "test",
     [(L.one(r"^E       assert \(2021, 0\) == \(2020, 53\)$"), "tests/test_weeks.py:12")],
     [L.one(r"^tests/test_weeks\.py::test_iso_week_matches_stdlib\[2021-01-02\] FAILED"),
      L.one(r"^FAILED tests/test_weeks\.py::test_iso_week_matches_stdlib\[2021-01-02\] - assert"),
      L.one(r"^!+ stopping after 1 failures !+$"), L.one(r"^=+ 1 failed, 295 passed in ")],
     {"tests_passed": 295, "tests_failed": 1},
     f"gzipped, {len(L.ls)} lines. pytest -v -x over 321 collected tests (mostly parametrized): "
     "test_months' 169 cases pass, then test_iso_week_matches_stdlib fails on 2021-01-02 (the "
     "296th test): iso_week takes the ISO year from the date instead of from its Thursday, so the "
     "first days of January that belong to the previous year's week 53 come out as (2021, 0). -x "
     "stops the run there ('!!! stopping after 1 failures !!!'): the remaining 25 tests (the "
     "later dates, test_weeks_in_year, test_week_start) never run. Labelled "
     "on the first E line (the '____ test_iso_week_matches_stdlib[2021-01-02] ____' header is as "
     "defensible); the -v verdict line (it comes before the report: cascade here, as the verdict of "
     "an already-reported failure), the short summary FAILED line, the stopping banner and '1 "
     "failed, 295 passed' restate it")

L = Log("py-pytest-xfail-strict-xpass-color")
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider -ra --color=yes", "test",
     [(L.one(r"^\[XPASS\(strict\)\] autolinks <https://\.\.\.> are not supported yet \(#41\)$"), "tests/test_render.py:41"),
      (L.one(r"E   IndexError: list index out of range"), "mdlite/render.py:28")],
     [L.one(r"FAILED.* tests/test_render\.py::.*test_autolink"),
      L.one(r"FAILED.* tests/test_render\.py::.*test_table_with_missing_cell.* - IndexError"),
      L.one(r"2 failed.*12 passed.*1 skipped.*2 xfailed")],
     {"tests_passed": 12, "tests_failed": 2, "tests_skipped": 1},
     "colour forced (texts keep the escape codes). pytest.ini sets xfail_strict = true. 17 tests: "
     "12 pass, two xfail as expected (XFAIL in the -ra summary, not failures), one skipif skip, and "
     "two failures from two causes: test_autolink is still marked xfail but autolinks now work, so "
     "strict mode fails it with the one-line report '[XPASS(strict)] autolinks ... (#41)' under its "
     "header (no traceback; labelled on that line, the header above is as defensible); "
     "test_table_with_missing_cell is xfail(raises=NotImplementedError) but _table raises IndexError "
     "on a row with a missing cell, which the marker does not cover: a real failure, labelled on "
     "its E line (after two '_ _ _' frame separators; the range_iterator address in the last frame "
     "varies). The -ra FAILED lines and the closing line restate them; xfailed are not counted")

L = Log("py-unittest-setupclass-error-and-failure-crlf")
case(L, PY + " unittest", "python3 -m unittest discover -s tests -t .", "test",
     [(L.one(r"^ERROR: test_days_left_unused_item \(tests\.test_levels\.DaysLeftTest\.test_days_left_unused_item\)$"),
       "stock/levels.py:29"),
      (L.one(r"^ERROR: setUpClass \(tests\.test_load\.LoadTest\)$"), "stock/levels.py:33"),
      (L.one(r"^FAIL: test_order_qty_covers_safety_stock \(tests\.test_levels\.ReorderTest\.test_order_qty_covers_safety_stock\)$"),
       "tests/test_levels.py:26")],
     [L.one(r"^FAILED \(failures=1, errors=2\)$")],
     {"tests_failed": 1, "errors": 2},
     "CRLF line ends (texts without the CR). unittest discovery, not verbose ('.E...F....E'): three "
     "independent problems, unittest's ERRORs first and FAILs after: days_left() divides by a zero "
     "daily use (ZeroDivisionError), LoadTest.setUpClass opens tests/data/warehouse_2024.json while "
     "the file is warehouse-2024.json (FileNotFoundError; 'ERROR: setUpClass (...)' stands for the "
     "class's three tests, which never run), and order_qty() forgets the safety stock "
     "(AssertionError: 150 not greater than or equal to 180). Labelled on the ERROR:/FAIL: headers as "
     "in the earlier holdouts' unittest logs; each block's last line (the exception) is as "
     "defensible. 'Ran 10 tests' counts the tests run; 'FAILED (failures=1, errors=2)' restates them "
     "and gives the tally")

L = Log("gha-py-lint-script-pylint-mypy-strict")
pyl = [
    (r"Z relay/config\.py:8:41: C0103: Variable name \"f\" doesn't conform to snake_case", "relay/config.py:8:41"),
    (r"Z relay/sender\.py:18:0: C0301: Line too long \(119/110\)", "relay/sender.py:18:0"),
    (r"Z relay/sender\.py:11:4: W0102: Dangerous default value \{\} as argument", "relay/sender.py:11:4"),
    (r"Z relay/sender\.py:23:12: W0702: No exception type\(s\) specified \(bare-except\)", "relay/sender.py:23:12"),
    (r"Z relay/sender\.py:29:8: R1705: Unnecessary \"else\" after \"return\"", "relay/sender.py:29:8"),
    (r"Z relay/config\.py:4: error: Library stubs not installed for \"yaml\"  \[import\]", "relay/config.py:4"),
    (r"Z relay/config\.py:13: error: Function is missing a return type annotation  \[no-untyped-def\]", "relay/config.py:13"),
    (r"Z relay/sender\.py:22: error: Returning Any from function declared to return \"int\"", "relay/sender.py:22"),
    (r"Z relay/route\.py:7: error: Function is missing a type annotation  \[no-untyped-def\]", "relay/route.py:7"),
]
call_arg = L.find(r"Z relay/route\.py:19: error: Unexpected keyword argument \"timeout\" for \"post\" of \"Sender\"", 2)
case(L, f"pylint 2.16.2, mypy 1.0.1, {PY}{GHA}", "./ci/lint.sh (pylint relay; mypy --strict relay)", "lint",
     [(L.one(p), s) for p, s in pyl] + [(call_arg[0], "relay/route.py:19")],
     [L.one(r"Z relay/config\.py:10: error: Returning Any from function declared to return \"Dict\[str, str\]\""),
      L.one(r"Z relay/config\.py:13: error: Function is missing a type annotation for one or more arguments"),
      L.one(r"Z relay/config\.py:13: error: Missing type parameters for generic type \"dict\"  \[type-arg\]"),
      L.one(r"Z relay/route\.py:12: error: Call to untyped function \"compile_rules\" in typed context"),
      call_arg[1], L.one(r"Z Found 10 errors in 3 files \(checked 4 source files\)$"), L.one(DONE)],
     {"errors": 10},
     "one step: the project's ci/lint.sh runs pylint and then mypy --strict and fails at the end if "
     "either failed. pylint (config in pyproject.toml, docstring checks off, persistent=false): five "
     "findings, each its own cause (C0103 for a one-letter 'f', C0301 line too long, W0102 mutable "
     "default {}, W0702 bare except, R1705 else after return), then 'Your code has been rated at "
     "9.02/10' (not a count). mypy --strict: ten errors, six causes: yaml has no stubs ([import], "
     "three note: lines), which makes yaml.safe_load Any and sets off 'Returning Any ... Dict[str, "
     "str]' at config.py:10 (cascade); env_overrides is unannotated: three errors on config.py:13 "
     "(return type, arguments, bare dict) are one fix, the first is the root; urlopen's status is "
     "Any ('Returning Any ... \"int\"', sender.py:22); compile_rules is unannotated (route.py:7) and "
     "its call from the typed route() (route.py:12, no-untyped-call) follows from it; dispatch passes "
     "timeout= to Sender.post, which has no such parameter (mypy prints that error twice, with its "
     "'defined here' note; the second is cascade). 'Found 10 errors in 3 files' gives the tally "
     "(pylint prints no count)")

L = Log("py-script-chained-direct-cause-during-handling")
case(L, PY, "python3 import_orders.py data/orders-2024-05-06.csv out", "mixed",
     [(L.one(r"^FileNotFoundError: \[Errno 2\] No such file or directory: 'out/rejects/line-8\.json'$"),
       "import_orders.py:27")],
     [], {},
     "a script prints one line per imported order, then on line 8 of the CSV a quantity written "
     "'1,000' raises ValueError, which parse_row wraps in RowError ('The above exception was the "
     "direct cause of the following exception:'); main catches RowError to write a reject file, but "
     "out/rejects/ does not exist, so the handler itself raises FileNotFoundError ('During handling "
     "of the above exception, another exception occurred:') and the script dies. One failure: the bad "
     "row was meant to be rejected and skipped, the missing rejects directory is what stops the "
     "import. Labelled on the uncaught exception's message line, the last line, as in the first "
     "holdout's chained traceback (py-traceback-chained); the ValueError line (the first error "
     "line) and the RowError line are acceptable alternatives, and 'rejecting line 8: bad number in "
     "order A-1007' is the script's own message")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
