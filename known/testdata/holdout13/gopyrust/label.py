#!/usr/bin/env python3
"""Writes holdout13/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
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


GO = "go 1.26.8"
CARGO = "cargo 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1 (Python 3.11.2)"
MYPY = "mypy 1.0.1"
FLAKE8 = "flake8 5.0.4"
BASH = "GNU bash 5.2.15"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
A = r"(?:\x1b\[[0-9;]*m)*"  # colour codes between tokens

# ================================================================ Go
case("go-test-v-cleanup-teardown-fatal-and-tie-order", GO, "go test -v -p 1 ./...", "test",
     [(r"^    index_test\.go:30: Top\(4\) = ", "index/index_test.go:30"),
      (r"^    store_test\.go:22: teardown: lock file", "store/store_test.go:22")],
     [r"^--- FAIL: TestTop ", r"^--- FAIL: TestPutGet ", (r"^FAIL$", 3),
      r"^FAIL\texample\.com/tempstore/index\t", r"^FAIL\texample\.com/tempstore/store\t"],
     {},
     "go test -v over two packages, no totals printed. index's Top sorts by count only (sort.Slice, "
     "ties left in whatever order the sort leaves them): TestTop's t.Errorf. store's test helper "
     "registers a t.Cleanup that checks the lock file is gone after Close; Close never removes it, "
     "so TestPutGet, whose body passed, fails at teardown: the Cleanup's t.Fatalf is the cause. "
     "Two independent causes. `--- FAIL:` lines, the bare `FAIL` lines and the packages' `FAIL "
     "pkg` lines are cascade. The subtest names `key=a/b` and so on are ordinary")

case("gha-go-test-json-divide-by-zero-and-refill-errorf", f"{GO}{GHA}",
     "go vet ./...; go test -json -p 1 ./... (two steps)", "test",
     [(r"\"Output\":\"    bucket_test\.go:37: allowed 10 requests", "bucket/bucket_test.go:37"),
      (r"\"Output\":\"panic: runtime error: integer divide by zero \[recovered, repanicked\]\\n\"\}$", "stats/stats.go:20")],
     [r"\"Output\":\"--- FAIL: TestRefillKeepsRemainder ", r"\"Action\":\"fail\",\"Package\":\"example\.com/meter/bucket\",\"Test\":",
      r"\"Package\":\"example\.com/meter/bucket\",\"Output\":\"FAIL\\n\"\}$",
      r"\"Output\":\"FAIL\\texample\.com/meter/bucket\\t", r"\"Action\":\"fail\",\"Package\":\"example\.com/meter/bucket\",\"Elapsed\"",
      r"\"Output\":\"--- FAIL: TestSummariseEmpty ", r"\"Action\":\"fail\",\"Package\":\"example\.com/meter/stats\",\"Test\":",
      r"\"Output\":\"FAIL\\texample\.com/meter/stats\\t", r"\"Action\":\"fail\",\"Package\":\"example\.com/meter/stats\",\"Elapsed\"",
      DONE],
     {},
     "two steps, go vet passes. go test -json (-p 1): bucket's refill sets last = now and so drops "
     "the part of an interval already elapsed: TestRefillKeepsRemainder's t.Errorf (`allowed 10 "
     "requests in 15s ..., want 15`). stats' Summarise divides by len() of an empty slice: "
     "TestSummariseEmpty gets `--- FAIL` then `panic: runtime error: integer divide by zero "
     "[recovered, repanicked]` and the goroutine trace as output events (the frame in stats.go:20 "
     "is the source); the test binary dies, TestRate never runs. Two causes. The `--- FAIL` "
     "output events, the tests' and packages' `fail` actions, the `FAIL` / `FAIL pkg` output events "
     "and the runner's exit line are cascade; the trace lines are the panic's own (neither list)")

case("go-vet-waitgroup-defers-sigchanyzer-crlf", GO, "go build ./... && go vet ./...", "lint",
     [(r"^worker/pool\.go:22:12: WaitGroup\.Add called from inside new goroutine$", "worker/pool.go:22:12"),
      (r"^cmd/svcd/main\.go:20:40: call to time\.Since is not deferred$", "cmd/svcd/main.go:20:40"),
      (r"^cmd/svcd/main\.go:24:2: misuse of unbuffered os\.Signal channel", "cmd/svcd/main.go:24:2")],
     [],
     {},
     "CRLF. go build passes (prints nothing); go vet (exit 1) reports three analyzers: waitgroup "
     "(wg.Add inside the worker goroutine, so Stop's Wait can return before the workers start), "
     "defers (`defer log.Printf(..., time.Since(time.Now()))` evaluates time.Since at the defer), "
     "sigchanyzer (signal.Notify on an unbuffered channel). Each finding is its own cause; vet "
     "prints no package header or total here")

case("go-test-timeout0-all-goroutines-asleep-deadlock", GO, "go version && go test -timeout 0 ./...", "test",
     [(r"^fatal error: all goroutines are asleep - deadlock!$", "pipe/pipe.go:25")],
     [r"^FAIL\texample\.com/pipeline/pipe\t", r"^FAIL$"],
     {},
     "go test -timeout 0 (no test alarm, so the runtime itself sees the deadlock). pipe.Run sends "
     "every input line before reading any result; with stages between, the first stage blocks "
     "sending to the next and Run blocks sending the second line: `fatal error: all goroutines "
     "are asleep - deadlock!` and the goroutine dump (goroutine 1 in testing.(*T).Run, the test's "
     "goroutine in `[chan send]` at pipe.go:25, the stages at pipe.go:16). One cause; the source "
     "is Run's blocked send. No `--- FAIL` line is printed; `FAIL pkg` and `FAIL` are cascade. "
     "The `go version` line is ordinary")

case("gha-go-vet-test-json-cover-skip-success", f"{GO}{GHA}",
     "go vet ./...; go test -json -p 1 -coverprofile=cover.out ./...; go tool cover -func=cover.out (three steps)",
     "test", [], [], {},
     "success, three steps. go test -json with coverage: dur's TestFailedToFormatLogsError (a name "
     "with Failed and Error in it) logs `error: negative durations are formatted as-is "
     "(expected)`, size's TestPetabytes skips with `PiB not supported yet (error: unit table ends "
     "at TiB)`; all pass, `coverage: 100.0% of statements`; go tool cover prints the functions. go "
     "test -json prints no totals")

# ================================================================ Rust
case("rust-cargo-check-message-format-short-e0599-e0382-color", CARGO,
     "cargo check --offline --message-format short --color always", "build",
     [(r"^src/bins\.rs:16:22: " + A + r"error\[E0599\]", "src/bins.rs:16:22"),
      (r"^src/report\.rs:11:18: " + A + r"error\[E0382\]", "src/report.rs:11:18")],
     [A + r"error" + A + r": could not compile `histo` \(lib\) due to 2 previous errors"],
     {"errors": 2},
     "cargo check with the short message format, colour forced (texts keep the codes): one line "
     "per diagnostic, no spans or notes. bins.rs keys a HashMap by f64 (`the method `entry` exists "
     "for struct `HashMap<f64, u64>`, but its trait bounds were not satisfied`: f64 is neither Eq "
     "nor Hash), and, unrelated, report.rs iterates `rows` by value then borrows it (E0382). Two "
     "causes; `could not compile ... due to 2 previous errors` is cascade (tally errors 2 from it)")

case("gha-rust-cargo-test-display-recursion-stack-overflow-sigabrt", f"{CARGO}{GHA}",
     "cargo build --offline; cargo test --offline (two steps)", "test",
     [(r"thread 'tests::display_negation' \(\d+\) has overflowed its stack$", "src/lib.rs:27")],
     [r"fatal runtime error: stack overflow, aborting$", r"error: test failed, to rerun pass `--lib`$",
      r"process didn't exit successfully: .*\(signal: 6, SIGABRT", DONE],
     {},
     "two steps, cargo build passes. cargo test: Display for Expr::Neg writes `self` again instead "
     "of the inner expression, so display_negation recurses until `thread "
     "'tests::display_negation' (TID) has overflowed its stack`, `fatal runtime error: stack "
     "overflow, aborting` and SIGABRT kill the whole unit-test binary: three tests had printed "
     "`ok` in the first run (zero to three, the tests run on parallel threads), no `test result:` line follows and the integration test never runs. One cause on the "
     "overflow line (source: the recursive write! in lib.rs:27); the fatal runtime error line, "
     "cargo's `test failed` / `process didn't exit successfully ... SIGABRT` and the runner's exit "
     "line are cascade. No totals are printed")

case("rust-cargo-test-q-no-fail-fast-add-overflow-and-expect-crlf", CARGO,
     "cargo test --offline -q --no-fail-fast -- --test-threads 1", "test",
     [(r"^thread 'tests::checksum_wraps' \(\d+\) panicked at src/lib\.rs:52:13:$", "src/lib.rs:52:13"),
      (r"^thread 'max_frame' \(\d+\) panicked at tests/frames\.rs:6:19:$", "tests/frames.rs:6:19")],
     [r"^tests::checksum_wraps --- FAILED$", r"^max_frame --- FAILED$", r"^    tests::checksum_wraps$",
      r"^    max_frame$", (r"^test result: FAILED\. ", 2), r"^error: test failed, to rerun pass `--lib`$",
      r"^error: test failed, to rerun pass `--test frames`$", r"^error: 2 targets failed:$",
      r"^    `--lib`$", r"^    `--test frames`$"],
     {"tests_passed": 5, "tests_failed": 2},
     "CRLF. cargo test -q (terse: dots, `N/M` progress and `name --- FAILED` lines) with "
     "--no-fail-fast and one test thread. Ring::checksum adds u8s with `+=`: checksum_wraps "
     "panics with `attempt to add with overflow` (debug build); and, unrelated, the integration "
     "test's maximal frame (10 bytes) does not fit the ring of 8 that load() makes: `expect` on "
     "Err(Full) (`frame fits in the ring: Full`). Two causes, each on its `thread ... panicked "
     "at` line (the message is the next line). `--- FAILED` lines, the failures lists, the two "
     "`test result: FAILED.` lines, `test failed, to rerun` and `2 targets failed` with its list "
     "are cascade. tally sums the three `test result` lines (3+2+0 passed, 1+1 failed)")

# ================================================================ Python
case("py-pytest-tb-native-teardown-errors-and-valueerror-color", PYTEST,
     "python3 -m pytest -p no:cacheprovider --tb=native --color=yes", "test",
     [(r"^AttributeError: 'NoneType' object has no attribute 'closed'$", "tests/conftest.py:12", 2, 0),
      (r"^ValueError: dictionary update sequence element #2 has length 1; 2 is required$", "sessionlog/__init__.py:34")],
     [(r"^AttributeError: 'NoneType' object has no attribute 'closed'$", 2),
      A + r"_+ ERROR at teardown of test_write_and_read", A + r"_+ ERROR at teardown of test_rotation",
      A + r"_+ test_parse_quoted_value _+", A + r"FAILED" + A + r" tests/test_journal\.py::",
      (A + r"ERROR" + A + r" tests/test_journal\.py::", 2), A + r"=+ " + A + r"1 failed"],
     {"tests_passed": 3, "tests_failed": 1, "errors": 2},
     "pytest --tb=native (plain Python tracebacks instead of pytest's), colour forced (texts keep "
     "the codes). The journal fixture's teardown asserts `j.fh.closed` after Journal.close() has "
     "set fh to None: both tests that use it pass and then ERROR at teardown with the same "
     "AttributeError at conftest.py:12: one cause (a shared fixture), labelled on the first "
     "exception line, the second is cascade. parse() splits `note=\"two words\"` on its space: "
     "`ValueError: dictionary update sequence element #2 has length 1` (source: the dict() call "
     "in sessionlog/__init__.py:34). Two causes. The section headers, short summary lines and "
     "the final count line are cascade. In a native traceback the exception line is the last; "
     "the `Traceback (most recent call last):` line that opens it is as defensible")

case("py-pytest-v-tb-line-two-failures-long-gz", PYTEST,
     "python3 -m pytest -p no:cacheprovider -v --tb=line", "test",
     [(r"tests/test_isbn\.py:19: AssertionError: assert '0 306 40615 2' == '0306406152'$", "tests/test_isbn.py:19"),
      (r"tests/test_isbn\.py:40: AssertionError: assert '978-0-3064-0615-7'", "tests/test_isbn.py:40")],
     [r"^tests/test_isbn\.py::test_clean\[0 306 40615 2\] FAILED", r"^tests/test_isbn\.py::test_hyphenate13 FAILED",
      r"^FAILED tests/test_isbn\.py::test_clean\[0 306 40615 2\] - ", r"^FAILED tests/test_isbn\.py::test_hyphenate13 - ",
      r"^=+ 2 failed, 287 passed in "],
     {"tests_passed": 287, "tests_failed": 2},
     "gzipped, long: pytest -v over 289 ISBN tests (280 parametrized valid numbers), --tb=line: "
     "each failure is one `path:line: AssertionError: ...` line under FAILURES. clean() strips "
     "only the ends, so the spaced form `0 306 40615 2` stays spaced (test_clean, one of three "
     "rows); hyphenate13 cuts the groups 4-4 instead of 3-5. Two independent causes on the "
     "--tb=line lines; the `FAILED` progress lines (at 97% and 99%), the short summary and the "
     "count line are cascade", gz=True)

case("gha-py-compileall-pytest-collection-syntaxerror", f"{PYTEST}{GHA}",
     "python3 -m compileall -q feedgen; python3 -m pytest -p no:cacheprovider (two steps; --tb=short from pyproject)",
     "test",
     [(r"E   SyntaxError: '\(' was never closed$", "tests/test_channel.py:28")],
     [r"_+ ERROR collecting tests/test_channel\.py _+$", r"Z ERROR tests/test_channel\.py$",
      r"!+ Interrupted: 1 error during collection !+$", r"=+ 1 error in [0-9.]+s =+$", DONE],
     {"errors": 1},
     "two steps: compileall of the package passes (the tests are not compiled); pytest (--tb=short "
     "from pyproject's addopts): tests/test_channel.py has an unclosed parenthesis on its last "
     "assert, `ERROR collecting tests/test_channel.py`, pytest's import frames, then the E lines "
     "with the file, the code, the caret and `SyntaxError: '(' was never closed`; `collected 3 "
     "items / 1 error`, `Interrupted: 1 error during collection`, exit 2; test_item.py's three "
     "tests never run. One cause on the SyntaxError line (the `E     File ..., line 28` line above "
     "it is as defensible); the collecting header, `ERROR tests/test_channel.py`, the "
     "Interrupted and count lines and the runner's exit line are cascade")

case("gha-py-unittest-faulthandler-ctypes-segfault", f"{PY} unittest{GHA}",
     "python3 --version; python3 -X faulthandler -m unittest -v (two steps)", "test",
     [(r"test_peek_after_release \(tests\.test_view\.ReleaseTest\.test_peek_after_release\) \.\.\. Fatal Python error: Segmentation fault$",
       "bufview/__init__.py:30")],
     [DONE],
     {},
     "two steps. unittest -v under -X faulthandler: the first test, test_peek_after_release, "
     "calls peek() on a released view, which reads address 0+4 through ctypes.string_at: the "
     "process dies with faulthandler's `Fatal Python error: Segmentation fault` (printed on the "
     "test's own `... ` line), the thread's stack (most recent call first: ctypes string_at, "
     "bufview/__init__.py line 30 in peek, the test, unittest's frames), exit 139; no other test "
     "runs and unittest prints no summary. One cause on the Fatal Python error line (source: "
     "peek); the stack lines are its own; the runner's exit line is cascade")

case("py-ci-script-flake8-format-pylint-mypy-error-context", f"{FLAKE8}, {MYPY}, {BASH}",
     "bash ci/lint.sh (set -x: flake8 --version, flake8 invtrack || status=1, mypy --version, mypy invtrack || status=1, exit $status)",
     "lint",
     [(r"^invtrack/report\.py:7: \[E711\] ", "invtrack/report.py:7"),
      (r"^invtrack/stock\.py:3: \[F401\] ", "invtrack/stock.py:3"),
      (r"^invtrack/stock\.py:3: \[E401\] ", "invtrack/stock.py:3"),
      (r"^invtrack/stock\.py:27: error: Item \"None\" of \"Optional\[Item\]\" has no attribute \"qty\"", "invtrack/stock.py:26"),
      (r"^invtrack/report\.py:12: error: Function is missing a type annotation", "invtrack/report.py:12"),
      (r"^invtrack/report\.py:18: error: Generator has incompatible item type", "invtrack/report.py:18")],
     [r"^invtrack/stock\.py:28: error: Item \"None\"", r"^Found 4 errors in 2 files"],
     {"errors": 4},
     "ci/lint.sh under set -x runs both linters and fails if either reports. flake8 with `format = "
     "pylint` in setup.cfg (`path:line: [CODE] message`, no column): E711 (`== None`), F401 and "
     "E401 on `import json, os` (two findings, two causes). mypy with show_error_context "
     "(`note: In member \"remove\" of class \"Stock\":` / `In function ...:` context lines before "
     "the errors, in neither list): find() returns Optional[Item] and remove() uses it twice "
     "unchecked (two union-attr errors, one cause: the first is labelled, the second cascade; "
     "source is the unchecked find() call at line 26), csv_rows has no annotations "
     "(no-untyped-def), total_value sums floats where it declares int (mypy words it `Generator "
     "has incompatible item type \"float\"; expected \"bool\"` [misc]). Six causes; `Found 4 "
     "errors in 2 files` is cascade (tally errors 4 from it; flake8 prints no total). The `+ "
     "status=1` traces are ordinary")

case("py-unittest-q-buffer-skip-success-crlf", f"{PY} unittest", "python3 -m unittest -q -b", "test",
     [], [], {"tests_passed": 5, "tests_skipped": 1},
     "success, CRLF. unittest -q -b: quiet (no dots) and buffered, so the passing tests' printed "
     "`Traceback (most recent call last): not really ...` and `ERROR: empty input ...` lines are "
     "swallowed; only `Ran 6 tests`, `OK (skipped=1)`. tally: 6 run, 1 skipped, so 5 passed "
     "(unittest prints only the run count and the skips)")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
order = list(exits)
out.sort(key=lambda c: order.index(c["id"]))
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
