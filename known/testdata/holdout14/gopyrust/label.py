#!/usr/bin/env python3
"""Writes holdout14/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant) so a regeneration that
moves lines is re-labelled the same way, or stops when a pattern no longer fits."""
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


def find(ls, pat, n=1):
    """the line numbers whose text matches pat (a regex, searched); n = how many are expected"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, l)]
    if n is not None and len(hits) != n:
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits[:20]}, want {n}")
    return hits


out = []
seen = set()


def case(id, producer, command, kind, roots, cascade, tally, notes, gz=False):
    """roots: (pattern, source) or (pattern, source, n, which); cascade: pattern or (pattern, n)"""
    if id not in exits:
        sys.exit(f"{id}: not in logs/exits.tsv")
    seen.add(id)
    f = f"logs/{id}.log" + (".gz" if gz else "")
    ls = lines_of(f)
    rc = int(exits[id])
    rcs = []
    for r in roots:
        pat, src = r[0], r[1]
        n, which = (r[2], r[3]) if len(r) > 2 else (1, 0)
        k = find(ls, pat, n)[which]
        rcs.append({"line": k, "source": src, "text": ls[k - 1]})
    rcs.sort(key=lambda r: r["line"])
    cas = []
    for c in cascade:
        pat, n = (c, 1) if isinstance(c, str) else c
        cas += find(ls, pat, n)
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    if (rc == 0) != (not rcs):
        sys.exit(f"{id}: exit {rc} but {len(rcs)} root causes")
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


GO = "go 1.26.8 (go build / go vet / go test)"
CARGO = "cargo 1.95.0, rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
W = r"/tmp/wisptriage-holdout14-gopyrust"

# ================================================================ Go
case("gha-go-build-signature-change-assignment-mismatch-too-many-errors", GO + GHA,
     "go version; go build ./...; go test ./... (three steps, the last skipped)", "build",
     [(r"Z billing/adjust\.go:7:9: assignment mismatch: 1 variable but store\.Load returns 2 values$", "store/store.go:42")],
     [(r"Z billing/.*: assignment mismatch: 1 variable but store\.Load returns 2 values$", 10),
      r"Z billing/billing\.go:29:9: too many errors$", DONE],
     {},
     "three steps: go version, go build, go test (skipped). store.Load now returns (*Invoice, error) "
     "and the eleven callers in package billing still write `inv := store.Load(id)`: ten `assignment "
     "mismatch: 1 variable but store.Load returns 2 values` lines, then the compiler's `too many "
     "errors`. One cause (the signature change; source store.go's Load), labelled on the first; "
     "the other nine, `too many errors` and the runner's line are cascade. The `# example.com/invoice/billing` "
     "header is neither. go build prints no count")

case("go-make-lint-vet-six-analyzers-crlf", GO + ", GNU Make 4.3",
     "make lint (gofmt -l check, then go vet ./...)", "lint",
     [(r"^smtp/smtp\.go:23:25: fmt\.Sprintf format %s has arg r\.Port of wrong type int$", "smtp/smtp.go:23:25"),
      (r"^smtp/smtp\.go:33:2: unreachable code$", "smtp/smtp.go:33:2"),
      (r"^queue/queue\.go:50:99: 2006-02-01 should be 2006-01-02$", "queue/queue.go:50:99"),
      (r"^queue/queue\.go:44:17: Describe passes lock by value", "queue/queue.go:44:17"),
      (r"^queue/queue\.go:32:2: call to slog\.Info missing a final value$", "queue/queue.go:32:2"),
      (r"^queue/queue\.go:16:2: struct field tag `json:attempts` not compatible", "queue/queue.go:16:2")],
     [r"^make: \*\*\* \[Makefile:7: lint\] Error 1$"],
     {},
     "CRLF. make lint: the gofmt check is silent, then go vet reports six findings of six analyzers, "
     "each its own cause: printf (%s for an int port), unreachable (a check after `return nil`), "
     "timeformat (2006-02-01), copylocks (Describe takes Queue, with its sync.Mutex, by value), slog "
     "(a key without a value), structtag (`json:attempts` without quotes). The order of the lines "
     "can change between packages from run to run. make's Error 1 is cascade; the echoed `go vet ./...` "
     "is neither")

case("go-ci-script-test-nil-map-panic-and-fatalf", GO + ", GNU bash 5.2.15",
     "./ci/test.sh (set -euxo pipefail: go version; go vet ./...; go test ./...)", "test",
     [(r"^panic: assignment to entry in nil map \[recovered, repanicked\]$", "registry/registry.go:44"),
      (r"^    every_test\.go:41: Next\(12:00AM, 3:00AM, 1h\) = 3:00AM, not after now$", "schedule/every.go:32")],
     [r"^--- FAIL: TestRunNowCounts", r"^--- FAIL: TestNextIsAfterNow", r"^FAIL\texample\.com/cronjobs/registry\t",
      r"^FAIL\texample\.com/cronjobs/schedule\t", (r"^FAIL$", 2)],
     {},
     "a CI script under set -x (the `+` lines are neither); go vet passes; go test without -v. Two "
     "causes. New() makes the jobs map but not runs, so RunNow's `r.runs[name]++` panics: `panic: "
     "assignment to entry in nil map [recovered, repanicked]` and the goroutine trace (registry.go:44); "
     "the `--- FAIL: TestRunNowCounts` printed before it, `FAIL pkg` are cascade. And Next() "
     "truncates instead of rounding up, returning now itself: TestNextIsAfterNow's t.Fatalf line. "
     "The `--- FAIL` lines, `FAIL pkg` lines and the bare FAIL lines are cascade; `ok textfmt` is "
     "ordinary. Without -v go test prints no counts. Package order may change (go test -p 2)")

case("go-test-v-reentrant-mutex-test-timed-out", GO,
     "go test -v -timeout 3s ./...", "test",
     [(r"^panic: test timed out after 3s$", "tokens/cache.go:41")],
     [r"^FAIL\texample\.com/tokencache/tokens\t", r"^FAIL$"],
     {},
     "go test -v -timeout 3s over two packages: clock passes (`ok`), then in tokens Cache.Get holds "
     "c.mu and calls refresh, which calls store, which locks c.mu again: sync.Mutex is not re-entrant "
     "and TestGetCachesToken hangs. `panic: test timed out after 3s`, `running tests:` / "
     "`TestGetCachesToken (3s)` and the goroutine dump (the test's goroutine in `[sync.Mutex.Lock]` "
     "at cache.go:55 via refresh and Get) follow. One cause (source: Get's call to refresh under the "
     "lock). No `--- FAIL` line is printed; `FAIL pkg` and `FAIL` are cascade. A passing test's t.Logf "
     "`fetch error surfaced after 1 call(s)` is ordinary output")

case("gha-go-test-race-v-lazy-table-and-parallel-subtest-long", GO + " (-race)" + GHA,
     "go version; go vet ./...; go test -race -v ./... (three steps)", "test",
     [(r"Z WARNING: DATA RACE$", "zone/zone.go:22", None, 0),
      (r"Z     zone_test\.go:39: noon UTC in ist is 17:00, want 17:30$", "zone/zone.go:9")],
     [(r"Z WARNING: DATA RACE$", None), r"Z     testing\.go:\d+: race detected during execution of test$",
      r"Z --- FAIL: TestLookupAll ", r"Z --- FAIL: TestLookup ", r"Z     --- FAIL: TestLookup/ist ",
      (r"Z FAIL$", 2), r"Z FAIL\texample\.com/uaparse/zone\t", DONE],
     {},
     "long, three steps. agent's 48 parallel subtests (`=== PAUSE` / `=== CONT` / `--- PASS`) pass, "
     "then zone. Two causes. LookupAll resolves names in goroutines, and each calls table(), which "
     "builds the package-level alias map on first use without sync.Once: three `WARNING: DATA RACE` "
     "reports (the zones variable and the map, all from the one lazy init) in TestLookupAll, labelled "
     "on the first; the other two reports, `race detected during execution of test` and `--- FAIL: "
     "TestLookupAll` are cascade. Unrelated: the alias table stores whole hours, so `ist` is +5:00, "
     "and the parallel subtest TestLookup/ist fails (`noon UTC in ist is 17:00, want 17:30`, printed "
     "after its `=== CONT`); its `--- FAIL` lines are cascade, as are FAIL, `FAIL pkg` and the runner's "
     "line. go test -v prints no totals")

case("go-test-json-golden-missing-and-binary-suffix", GO,
     "go test -json ./...", "test",
     [(r'"Output":"    render_test\.go:17: reading golden file: open testdata/summary\.golden: no such file or directory\\n"', "render/render_test.go:17"),
      (r'"Output":"    bytes_test\.go:17: FormatBytes\(1536\) = ', "units/bytes.go:5")],
     [r'"Output":"    bytes_test\.go:17: FormatBytes\(10485760\)', r'"Output":"    bytes_test\.go:17: FormatBytes\(3221225472\)',
      r'"Output":"--- FAIL: TestSummaryGolden', r'"Output":"--- FAIL: TestFormatBytes ',
      (r'"Action":"fail"', 4), (r'"Output":"FAIL\\n"', 2), (r'"Output":"FAIL\\texample', 2)],
     {},
     "go test -json: each line is a JSON event, the test output in `Output`. Two causes. The golden "
     "file was renamed to testdata/summary.txt while the test reads summary.golden (t.Fatalf "
     "`reading golden file: open testdata/summary.golden: no such file or directory`), and "
     "FormatBytes's suffixes are KB/MB/GB where it promises KiB/MiB/GiB: three rows of one t.Errorf, "
     "numbers apart, one cause labelled on the first. The other rows, the `--- FAIL` output events, "
     "the four `\"Action\":\"fail\"` events, the `FAIL` / `FAIL pkg` output events are cascade. "
     "go test -json prints no totals")

case("go-vet-test-v-cover-success", GO,
     "bash -c 'go vet ./... && go test -v -cover ./...'", "test", [], [],
     {},
     "success: the cronjobs project of go-ci-script-test-nil-map-panic-and-fatalf with both fixes "
     "(gen.sh's fix). go vet is silent; go test -v -cover: seven tests pass in three packages, with "
     "coverage lines. go test prints no test counts, so the tally is empty")

# ================================================================ Rust
case("gha-rust-build-e0004-e0063-warning-color", CARGO + GHA,
     "cargo --version; cargo build --offline --color always (two steps)", "build",
     [(r"Z \x1b\[1m\x1b\[91merror\[E0063\]", "src/parcel.rs:28:5"),
      (r"Z \x1b\[1m\x1b\[91merror\[E0004\]", "src/carrier.rs:13:15")],
     [r"Z \x1b\[1m\x1b\[91merror\x1b\[0m: could not compile `shipcalc`", DONE],
     {"errors": 2, "warnings": 1},
     "colour forced (`--color always`; texts keep the codes), two steps. Two causes: a new "
     "Carrier::Locker variant not handled in base_cents's match (E0004 non-exhaustive patterns, "
     "with its note and help), and Parcel's new `fragile` field missing from letter()'s initializer "
     "(E0063). The unused-variable warning and `generated 1 warning` are neither; `Some errors have "
     "detailed explanations` is neither; `could not compile ... due to 2 previous errors` and the "
     "runner's line are cascade. tally from cargo's `2 previous errors; 1 warning emitted`")

case("rust-cargo-test-slice-range-and-assert-ne-crlf", CARGO,
     "cargo test --offline", "test",
     [(r"^thread 'tests::first_words_of_short_text' \(\d+\) panicked at src/lib\.rs:38:10:$", "src/lib.rs:38:10"),
      (r"^thread 'tests::truncate_tiny_limit' \(\d+\) panicked at src/lib\.rs:68:9:$", "src/lib.rs:26")],
     [r"^test tests::first_words_of_short_text \.\.\. FAILED$", r"^test tests::truncate_tiny_limit \.\.\. FAILED$",
      r"^---- tests::first_words_of_short_text stdout ----$", r"^---- tests::truncate_tiny_limit stdout ----$",
      r"^    tests::first_words_of_short_text$", r"^    tests::truncate_tiny_limit$",
      r"^test result: FAILED\. 5 passed; 2 failed", r"^error: test failed, to rerun pass `--lib`$"],
     {"tests_passed": 5, "tests_failed": 2},
     "CRLF. cargo test without --no-fail-fast: the lib's unit tests fail, so the integration test "
     "binary never runs. Two causes, each on its `panicked at` line: first_words slices words[..n] "
     "past the end (`range end index 5 out of range for slice of length 3`), and truncate(s, 3) "
     "keeps nothing before the ellipsis (`assertion `left != right` failed: ...`). The `...FAILED` "
     "lines, the `---- name stdout ----` headers, the failures list, `test result: FAILED` and "
     "`error: test failed` are cascade. The thread ids change from run to run")

# ================================================================ Python
case("py-make-import-chained-valueerror-nameerror", PY + ", GNU Make 4.3",
     "make check import", "build",
     [(r"^NameError: name 'line_no' is not defined\. Did you mean: 'lineno'\?$", "meterimport/load.py:22")],
     [r"^make: \*\*\* \[Makefile:9: import\] Error 1$"],
     {},
     "make check (compileall, silent) then make import: two INFO lines for the files that load, "
     "then data/2025-03.csv has `n/a` in a kWh cell: `ValueError: could not convert string to float: "
     "'n/a'`, and the except clause that should turn it into ImportFailed formats `line_no`, a name "
     "that does not exist (the loop variable is lineno): `During handling of the above exception, "
     "another exception occurred:` and `NameError: name 'line_no' is not defined`. One failure, "
     "labelled on the last exception as the earlier holdouts label chained tracebacks; the ValueError "
     "line (what is wrong with the data) is as defensible and is in neither list. make's Error 1 is "
     "cascade")

case("gha-py-pytest-fixture-typeerror-setup-errors-and-dict-diff", PY + ", " + PYTEST + GHA,
     "python3 -m compileall -q stockroom; python3 -m pytest (two steps)", "test",
     [(r"Z E       TypeError: Inventory\.__init__\(\) takes 1 positional argument but 2 were given$", "tests/conftest.py:8", 4, 0),
      (r"Z E       AssertionError: assert \{'BOLT-M6': 15, 'PIN-2': 20\} == ", "stockroom/report.py:6")],
     [(r"Z E       TypeError: Inventory\.__init__\(\) takes 1 positional", 4),
      r"Z FAILED tests/test_report\.py::test_low_stock_includes_threshold", (r"Z ERROR tests/test_inventory\.py::", 4),
      r"Z =+ 1 failed, 3 passed, 4 errors in ", DONE],
     {"tests_passed": 3, "tests_failed": 1, "errors": 4},
     "two steps, pytest's default report. Inventory's path argument became keyword-only and the "
     "conftest fixture still passes it positionally: four `ERROR at setup` blocks with the same "
     "`TypeError: Inventory.__init__() takes 1 positional argument but 2 were given` (one cause, "
     "labelled on the first E line; the other three are cascade). Unrelated: low_stock uses `<` "
     "where its docstring says `at or below`, the dict comparison fails (E AssertionError with its "
     "`Right contains 1 more item` diff). The short summary's FAILED/ERROR lines, the counts line "
     "and the runner's line are cascade. The tmp_path directory number (pytest-N) changes run to run")

case("py-pytest-q-collection-importerror-renamed-function-color", PY + ", " + PYTEST,
     "python3 -m pytest -q --color=yes", "test",
     [(r"^E   ImportError: cannot import name 'parse_duration' from 'podfeed\.units'", "tests/test_units.py:3")],
     [r"ERROR\x1b\[0m tests/test_units\.py$", r"Interrupted: 1 error during collection", r"1 error\x1b\[0m"],
     {"errors": 1},
     "colour forced (--color=yes; texts keep the codes; the E line is inside the red span opened by "
     "`ImportError while importing test module`). parse_duration was renamed parse_interval in "
     "podfeed/units.py and test_units.py still imports the old name: `E   ImportError: cannot import "
     "name 'parse_duration' from 'podfeed.units'`. One cause; the short summary's ERROR line, "
     "`Interrupted: 1 error during collection` and the `1 error in` line are cascade; no test runs")

case("py-unittest-v-corpus-long-luhn-grouped-fail", PY + " (unittest)",
     "python3 -m unittest discover -v", "test",
     [(r"^AssertionError: False is not true$", "checkdigit/luhn.py:13")],
     [r"^test_valid_grouped \(tests\.test_luhn\.TestLuhn\.test_valid_grouped\) \.\.\. FAIL$",
      r"^FAIL: test_valid_grouped ", r"^FAILED \(failures=1\)$"],
     {"tests_failed": 1},
     "long, gzipped. unittest discover -v: 260 generated corpus tests (one per IBAN in "
     "tests/data/ibans.txt) and the ISBN tests pass, then Luhn's is_valid rejects a card number "
     "written in groups of four (isdigit() on a string with spaces): `AssertionError: False is not "
     "true`. One cause; the `... FAIL` result line, the `FAIL:` header and `FAILED (failures=1)` are "
     "cascade. unittest prints `Ran 268 tests` and the failure count only (tally: tests_failed)",
     gz=True)

case("py-ci-script-flake8-and-mypy-pretty-eleven-findings", PY + ", flake8 5.0.4, mypy 1.0.1, GNU bash 5.2.15",
     "./ci/lint.sh (flake8 tariffs || status=1; mypy --pretty tariffs || status=1; exit $status)", "lint",
     [(r"^tariffs/presets\.py:5:1: E265 ", "tariffs/presets.py:5:1"),
      (r"^tariffs/presets\.py:15:1: E302 ", "tariffs/presets.py:15:1"),
      (r"^tariffs/presets\.py:16:5: F841 ", "tariffs/presets.py:16:5"),
      (r"^tariffs/presets\.py:21:75: W291 ", "tariffs/presets.py:21:75"),
      (r"^tariffs/presets\.py:25:101: E501 ", "tariffs/presets.py:25:101"),
      (r"^tariffs/bill\.py:5:1: F401 ", "tariffs/bill.py:5:1"),
      (r"^tariffs/presets\.py:14: error: Dict entry 2 has incompatible type", "tariffs/presets.py:14"),
      (r"^tariffs/bill\.py:21: error: Incompatible types in assignment", "tariffs/bill.py:21"),
      (r"^tariffs/bill\.py:24: error: Item \"None\" of \"Optional\[Band\]\"", "tariffs/bill.py:24"),
      (r"^tariffs/bill\.py:31: error: Incompatible return value type", "tariffs/bill.py:31"),
      (r"^tariffs/bill\.py:36: error: \"info\" of \"Logger\" does not return a value", "tariffs/bill.py:36")],
     [r"^Found 5 errors in 2 files"],
     {"errors": 5},
     "a CI script that runs both linters and fails at the end. flake8 (six findings, each a cause: "
     "E265, E302, F841, W291, E501, F401) and mypy --pretty (five errors, each a cause: dict-item, "
     "assignment, union-attr, return-value, func-returns-value). --pretty wraps a long message onto a "
     "second line (the `[dict-item]`, `[assignment]`... continuation lines), then prints the source "
     "line and a caret: those lines belong to their error and are in neither list. `Found 5 errors in "
     "2 files` is cascade; the `:::` headers and version lines are ordinary. flake8 may print the "
     "two files in either order. tally errors = mypy's `Found 5 errors` (flake8 prints no count)")

case("gha-py-flake8-mypy-pytest-q-success", PY + ", flake8 5.0.4, mypy 1.0.1, " + PYTEST + GHA,
     "python3 -m flake8 stockroom tests; python3 -m mypy stockroom; python3 -m pytest -q -rs (three steps)",
     "test", [], [],
     {"tests_passed": 8},
     "success: the stockroom project of gha-py-pytest-fixture-typeerror-setup-errors-and-dict-diff with "
     "both fixes (gen.sh's fix). flake8 silent, mypy strict `Success: no issues found in 3 source "
     "files`, pytest -q `8 passed`")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
