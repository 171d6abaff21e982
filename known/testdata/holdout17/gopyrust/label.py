#!/usr/bin/env python3
"""Writes holdout17/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
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
    """the line numbers whose text matches pat (a regex, searched); n = how many are expected
    (None: one or more)"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, l)]
    if (n is None and not hits) or (n is not None and len(hits) != n):
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


GO = "go 1.26.8"
CARGO = "cargo 1.95.0 / rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1"
MYPY = "mypy 1.0.1"
FLAKE8 = "flake8 5.0.4"
BASH = "GNU bash 5.2.15"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
A = r"(?:\x1b\[[0-9;]*m)*"  # ANSI codes between tokens

# ================================================================ Go
case("go-build-quote-context-param-not-enough-arguments-too-many-errors", GO, "go build ./...", "build",
     [(r"^checkout/checkout\.go:14:33: not enough arguments in call to rates\.Quote$", "checkout/checkout.go:14:33")],
     [(r"^checkout/checkout\.go:\d+:\d+: not enough arguments in call to rates\.Quote$", 10),
      r"^checkout/checkout\.go:90:33: too many errors$"],
     {},
     "rates.Quote gained a leading context.Context parameter (0.9); checkout.go still calls "
     "Quote(grams, zone) twelve times. go build prints the package header, ten `not enough "
     "arguments in call to rates.Quote` errors, each with indented `have (int, string)` / `want "
     "(context.Context, int, string)` details, then `too many errors`. One cause (one changed "
     "signature), on the first error; the other nine and `too many errors` are cascade; the "
     "have/want lines are details (neither list)")

case("go-vet-copylocks-lostcancel-printf-wrong-type-crlf", GO, "go build ./... && go vet ./...", "lint",
     [(r"^limiter/limiter\.go:59:9: return copies lock value", "limiter/limiter.go:59:9"),
      (r"^limiter/limiter\.go:63:9: Tokens passes lock by value", "limiter/limiter.go:63:9"),
      (r"^probe/probe\.go:13:7: the cancel function returned by context\.WithTimeout", "probe/probe.go:13:7"),
      (r"^probe/probe\.go:24:41: fmt\.Errorf format %d has arg resp\.Status of wrong type string", "probe/probe.go:24:41")],
     [],
     {},
     "CRLF. go build passes; go vet prints four findings and no package header or total: "
     "copylocks twice (Snapshot returns *b, a Bucket holding a sync.Mutex, by value; the Tokens "
     "method has a value receiver), lostcancel (`ctx, _ := context.WithTimeout(...)`) and printf "
     "(%d given resp.Status, a string). Each finding is its own cause (the two copylocks findings "
     "are different checks at different places: `return copies lock value` and `passes lock by "
     "value`). Nothing is cascade; go vet prints no totals")

case("gha-go-vet-test-nil-inner-map-panic-and-cut-errorf", f"{GO}{GHA}",
     "go version; go vet ./...; go test -count=1 ./... (three steps)", "test",
     [(r" panic: assignment to entry in nil map \[recovered, repanicked\]$", "inventory/inventory.go:25"),
      (r" {4}sku_test\.go:38: Parse\(hex-bolt-m6/zinc\) = family \"HEX\" size \"BOLT-M6\"", "sku/sku_test.go:38")],
     [r" --- FAIL: TestReceiveThenPick ", r" FAIL\texample\.com/stockroom/inventory\t",
      r" --- FAIL: TestParseHyphenatedFamily ", r" FAIL\texample\.com/stockroom/sku\t", (r"Z FAIL$", 2), DONE],
     {},
     "three steps: go version, go vet (clean), go test without -v. Two causes: Store.Receive "
     "writes into s.levels[loc], an inner map never made (`panic: assignment to entry in nil map "
     "[recovered, repanicked]`, goroutine trace through inventory.go:25; source the project "
     "frame), and sku.Parse cuts \"hex-bolt-m6\" at the first hyphen (t.Errorf at "
     "sku_test.go:38). `--- FAIL:` lines, the bare `FAIL` lines, `FAIL pkg` lines and the "
     "runner's exit line are cascade; the goroutine trace is detail. `?  report [no test files]` "
     "is ordinary")

case("go-test-v-parallel-roman-subtests-fatalf-long", GO, "go test -v -count=1 ./...", "test",
     [(r"^    roman_test\.go:21: FromRoman\(\"X[CL]", "parse.go:15", 20, 0)],
     [(r"^    roman_test\.go:21: FromRoman\(\"X[CL]", 20), r"^--- FAIL: TestRoundTrip \(",
      (r"^    --- FAIL: TestRoundTrip/\d+ \(", 20), (r"^FAIL$", 2), r"^FAIL\texample\.com/roman\t"],
     {},
     "gzipped, long (~430 lines): go test -v over 100 parallel round-trip subtests (`=== RUN`, "
     "`=== PAUSE`, `=== CONT`, `--- PASS`). FromRoman never treats an X before L or C as "
     "subtractive (`&& v != 10`), so the twenty rows 40-49 and 90-99 fail the same Fatalf "
     "(`FromRoman(\"XC\") = 110, want 90`, numbers apart): one cause on the first such line (which "
     "row prints first depends on scheduling), source the condition in parse.go. The other 19 "
     "Fatalf lines, `--- FAIL: TestRoundTrip`, the twenty `--- FAIL: TestRoundTrip/N`, `FAIL` and "
     "`FAIL pkg` are cascade. TestRange and TestBadDigit pass after it",
     gz=True)

case("go-test-race-timeout-wg-done-skipped-and-append-race", GO,
     "go test -race -count=1 -timeout 5s ./...", "test",
     [(r"^panic: test timed out after 5s$", "batch/batch.go:22"),
      (r"^WARNING: DATA RACE$", "crawl/crawl.go:30", None, 0)],
     [r"^FAIL\texample\.com/linkcheck/batch\t", (r"^WARNING: DATA RACE$", None), r"^--- FAIL: TestCheckAll \(",
      r"^    testing\.go:\d+: race detected during execution of test$", (r"^FAIL$", 2), r"^FAIL\texample\.com/linkcheck/crawl\t"],
     {},
     "two independent causes. batch.Flush's goroutine returns on a send error without "
     "wg.Done, so wg.Wait never returns: `panic: test timed out after 5s`, `running tests: "
     "TestFlushError (5s)` and the goroutine dump (detail), `FAIL pkg`. crawl.CheckAll appends to "
     "a shared slice from its workers: the race detector reports the one unguarded append two or "
     "three times (read/write of `results`); one cause on the first `WARNING: DATA RACE`, the "
     "later reports, `race detected during execution of test`, `--- FAIL`, `FAIL` and `FAIL pkg` "
     "are cascade. The race-report frames are detail")

case("gha-go-test-json-unit-boundary-errorf-and-skip", f"{GO}{GHA}",
     "go version; go test -json -count=1 ./... (two steps)", "test",
     [(r"\"Output\":\"    size_test\.go:24: Format\(1048576\)", "size/size.go:12")],
     [r"\"Output\":\"--- FAIL: TestFormat/exact-mib ", r"\"Output\":\"--- FAIL: TestFormat \(",
      r"\"Output\":\"FAIL\\n\"", r"\"Output\":\"FAIL\\texample\.com/humanbytes/size",
      (r"\"Action\":\"fail\"", 3), DONE],
     {},
     "two steps: go version, go test -json. size.Format moves to the next unit only when the "
     "value is above 1024 (`f > 1024`), so exactly 1 MiB reads `1024.0 KiB`: the t.Errorf output "
     "event of TestFormat/exact-mib (`size_test.go:24: Format(1048576) = \\\"1024.0 KiB\\\", want "
     "\\\"1.0 MiB\\\"`) is the one cause. The `--- FAIL` and `FAIL` output events, the three "
     "`\"Action\":\"fail\"` events and the runner's exit line are cascade. TestFormatDiskUsage's "
     "skip (`set SIZE_DISK_TESTS=1 ...`) and the passing rate package are ordinary")

case("gha-go-vet-test-v-cover-success", f"{GO}{GHA}",
     "go version; go vet ./...; go test -v -cover -count=1 ./... (three steps)", "test", [], [],
     {},
     "success: the stockroom project fixed (the inner map made on first use, Parse cuts at the "
     "last hyphen). go vet is clean; go test -v -cover: six tests pass, `coverage: N% of "
     "statements`, report `coverage: 0.0%` (no tests; not a failure). go test prints no totals "
     "(tally empty)")

# ================================================================ Rust
case("rust-cargo-build-e0425-e0308-unused-import-crlf", CARGO, "cargo build --offline", "build",
     [(r"^error\[E0425\]: cannot find value `count` in this scope$", "src/stats.rs:20:57"),
      (r"^error\[E0308\]: mismatched types$", "src/main.rs:20:20")],
     [r"^error: could not compile `csvstats` \(bin \"csvstats\"\) due to 2 previous errors; 1 warning emitted$"],
     {"errors": 2, "warnings": 1},
     "CRLF. Two independent causes: stats.rs divides by `count` (a field name, not a local; "
     "values.len() was meant): E0425; main.rs binds column_index's Option<usize> to a u32: E0308 "
     "with its `help: you can convert` suggestion. The unused-import warning (HashMap in "
     "parse.rs) between them is a warning (neither list). `-->` lines, code frames, help/note and "
     "`Some errors have detailed explanations` are details; `could not compile ... due to 2 "
     "previous errors; 1 warning emitted` is cascade and gives the tally")

case("gha-rust-cargo-test-color-assert-eq-and-did-not-panic", f"{CARGO}{GHA}",
     "cargo --version; cargo build --offline; cargo test --offline --color always (three steps)", "test",
     [(r" thread 'tests::bump_minor_resets_patch' \(\d+\) panicked at src/lib\.rs:117:9:$", "src/lib.rs:117:9"),
      (r" note: test did not panic as expected at src/lib\.rs:129:8$", "src/lib.rs:129:8")],
     [r" test tests::bump_minor_resets_patch \.\.\. FAILED$", r" test tests::part_past_patch_panics - should panic \.\.\. FAILED$",
      r" ---- tests::bump_minor_resets_patch stdout ----$", r" ---- tests::part_past_patch_panics stdout ----$",
      r"^\S+ {5}tests::bump_minor_resets_patch$", r"^\S+ {5}tests::part_past_patch_panics$",
      r" test result: FAILED\. 9 passed; 2 failed;", r"error" + A + r": test failed, to rerun pass `--lib`", DONE],
     {"tests_passed": 9, "tests_failed": 2, "tests_skipped": 0},
     "three steps: cargo --version, cargo build, cargo test with cargo's colour forced (`--color "
     "always`: only cargo's own status words and `error` are coloured; the test harness is not). "
     "Two causes: bump_minor keeps the patch (`panicked at src/lib.rs:117:9:` then `assertion "
     "`left == right` failed`, left \"1.5.2\", right \"1.5.0\"), and part() uses "
     ".get(i).copied().unwrap_or_default(), so the #[should_panic] test does not panic (`note: "
     "test did not panic as expected at src/lib.rs:129:8`, the only line of that failure). The "
     "`... FAILED` result lines, `---- name stdout ----` headers, the failures list, `test "
     "result: FAILED`, `error: test failed, to rerun pass `--lib`` and the exit line are cascade. "
     "The two failure blocks come in either order from run to run. The integration test never "
     "runs (ignored: 0 is printed, so tests_skipped 0)")

case("rust-cargo-test-success", CARGO, "cargo test --offline", "test", [], [],
     {"tests_passed": 12, "tests_failed": 0, "tests_skipped": 0},
     "success: semverlite fixed (patch reset to 0, part() indexes the array). Unit tests 11 "
     "passed, the integration test 1, doc-tests 0: tally sums the three `test result: ok.` lines. "
     "`part_past_patch_panics - should panic ... ok` is a pass")

# ================================================================ Python
case("py-module-implicit-chain-jsondecode-attributeerror", PY, "python3 -m feedsync feeds", "build",
     [(r"^AttributeError: 'JSONDecodeError' object has no attribute 'line'\. Did you mean: 'lineno'\?$",
       "feedsync/loader.py:18")],
     [],
     {},
     "three INFO lines (`loading 01-changelog.json` ...), then 03-rustacean.json has a trailing "
     "comma: `json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes`. "
     "The except block that should turn it into a FeedConfigError reads err.line (the attribute "
     "is lineno): `During handling of the above exception, another exception occurred:` and "
     "`AttributeError: ... Did you mean: 'lineno'?`. One cause, labelled as the earlier sets "
     "label chains: the chain's last exception line (the crash is the bug in the handler; the "
     "JSONDecodeError is the data problem it was meant to report). Frames are details")

case("gha-py-pytest-collection-importerror-renamed-function", f"{PYTEST}, {PY}{GHA}",
     "python3 --version; python3 -m pytest -p no:cacheprovider (two steps)", "test",
     [(r" E   ImportError: cannot import name 'compute_vat' from 'invoicing\.tax'", "tests/test_tax.py:5")],
     [r" ERROR tests/test_tax\.py$", r"!!!! Interrupted: 1 error during collection !!!!",
      r"=+ 1 error in [\d.]+s =+$", DONE],
     {"errors": 1},
     "two steps: python3 --version, pytest (default output). tax.compute_vat was renamed vat_for "
     "in 1.3; tests/test_tax.py still imports the old name: `ERROR collecting tests/test_tax.py` "
     "(section header), `ImportError while importing test module`, a short traceback and `E   "
     "ImportError: cannot import name 'compute_vat' from 'invoicing.tax'`, the cause (source: "
     "the import line). The short summary `ERROR tests/test_tax.py`, `Interrupted: 1 error during "
     "collection`, `1 error in`, and the exit line are cascade. `collected 5 items / 1 error`: "
     "nothing ran")

case("py-pytest-q-fixture-not-found-setup-errors-color", f"{PYTEST}, {PY}",
     "python3 -m pytest -p no:cacheprovider -q --color=yes", "test",
     [(r"^" + A + r"E       fixture 'envfile' not found", "tests/test_load.py:4", 3, 0),
      (r"^" + A + r"E           ValueError: not a duration: '1\.5s'", "envconfig/loader.py:22")],
     [(r"^" + A + r"E       fixture 'envfile' not found", 3),
      r"FAILED" + A + r" tests/test_parse\.py::", (r"ERROR" + A + r" tests/test_load\.py::", 3),
      r"1 failed" + A + r", " + A + r"10 passed"],
     {"tests_passed": 10, "tests_failed": 1, "errors": 3},
     "pytest -q with colour forced (texts keep the codes). Two causes: three tests in "
     "test_load.py ask for a fixture `envfile` while conftest.py defines `env_file` (the fourth "
     "test spells it right and passes): three `ERROR at setup of ...` sections each with `E "
     "fixture 'envfile' not found` and the `available fixtures:` list; one cause (a shared setup "
     "error repeated word for word) on the first E line, the other two are cascade. "
     "parse_duration's regex takes integers only: `E ValueError: not a duration: '1.5s'` in "
     "test_parse_duration_fractional. The short summary FAILED/ERROR lines and the counts line "
     "are cascade; section headers, `>` lines and code are details")

case("py-ci-script-flake8-mypy-unittest-six-causes", f"{FLAKE8}, {MYPY}, unittest ({PY}), {BASH}",
     "./ci/check.sh (set -u -x: flake8 || rc=1; mypy || rc=1; unittest || rc=1; exit $rc)", "mixed",
     [(r"^timesheet/report\.py:10:5: F841 ", "timesheet/report.py:10:5"),
      (r"^timesheet/report\.py:24:15: E711 ", "timesheet/report.py:24:15"),
      (r"^tests/test_entries\.py:10:101: E501 ", "tests/test_entries.py:10:101"),
      (r"^timesheet/entries\.py:39: error: Item \"None\" of \"Optional\[Entry\]\" has no attribute \"ticket\"", "timesheet/entries.py:39"),
      (r"^timesheet/report\.py:32: error: Argument 1 to \"hours\" has incompatible type \"Entry\"", "timesheet/report.py:32"),
      (r"^AssertionError: Lists differ: \['ZED-1", "tests/test_report.py:22")],
     [r"^Found 2 errors in 2 files \(checked 3 source files\)$",
      r"^FAIL: test_render_ties_by_name \(tests\.test_report\.ReportTest\.test_render_ties_by_name\)$",
      r"^FAILED \(failures=1\)$"],
     {"tests_failed": 1, "errors": 2},
     "a CI script under `set -u -x` that runs every check and fails at the end (`+ rc=1` traces, "
     "`+ exit 1`). flake8: F841 (`skipped` never used), E711 (`totals == None`), E501 (a 110-"
     "character test line): three causes. mypy: union-attr (ticket_project uses parse_line's "
     "Optional result unchecked) and arg-type (longest() passes an Entry to hours()): two "
     "causes; `Found 2 errors` is cascade. unittest: render() sorts ties by insertion order, not "
     "by name: the FAIL block's `AssertionError: Lists differ:` line is the cause; the `FAIL:` "
     "header and `FAILED (failures=1)` are cascade; the diff lines are details. tally: unittest's "
     "`failures=1` and mypy's 2 errors (`Ran 7 tests` gives no passed count of its own); flake8 prints no "
     "total")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
