#!/usr/bin/env python3
"""Writes holdout9/gopyrust/manifest.jsonl. The labels are chosen by hand below; this only looks
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
DONE = r"##\[error\]Process completed with exit code"
PIP = "pip 23.0.1, setuptools 66.1.1"

# ================================================================== Go
L = Log("gha-go-build-int64-mismatched-too-many-errors")
quota = L.find(r"Z quota/(evict|policy|quota)\.go:\d+:\d+: (invalid operation: .*\(mismatched types int6?4? and int6?4?\)|cannot use a\.Size \(variable of type int64\) as int value in (argument to humanBytes|assignment))$", 10)
case(L, f"{GO}{GHA}", "go version; go build -p 1 ./... (two steps)", "build",
     [(L.one(r"Z config/config\.go:22:10: cannot use nil as string value in return statement$"), "config/config.go:22:10"),
      (quota[0], "quota/evict.go:25:3")],
     [quota[1:], L.one(r"Z quota/quota\.go:31:5: too many errors$"), L.one(DONE)],
     {},
     "two steps: go version; go build over five packages. Two independent causes. config.Lookup "
     "returns nil from a function whose result is a string ('cannot use nil as string value in "
     "return statement'). And media.Asset.Size was changed from int to int64 (files over 2 GiB), "
     "but quota still does int arithmetic with it: ten errors in evict.go, policy.go and quota.go "
     "('invalid operation: freed += a.Size (mismatched types int and int64)', 'cannot use a.Size "
     "(variable of type int64) as int value in argument to humanBytes'), then the compiler's 'too "
     "many errors' cut-off: one type change not carried through, labelled on its first error; the "
     "other nine and 'too many errors' are cascade. The '# example.com/mediavault/...' headers name "
     "the packages. go build prints no count: no tally")

L = Log("go-ci-script-missing-go-sum-entry-crlf")
gosum = L.find(r"^(slug/slug|title/title)\.go:\d+:2: missing go\.sum entry for module providing package golang\.org/x/text/", 5)
case(L, GO, "GOFLAGS=-mod=readonly bash ci/build.sh (set -euxo pipefail: go version; go env GOOS GOARCH; go build ./...; go test ./...)", "build",
     [(gosum[0], "slug/slug.go:8:2")],
     [gosum[1:]],
     {},
     "CRLF line ends (texts without the CR). A CI script under set -x (bash prints '+ go version' "
     "and so on): go version and go env pass, then go build stops: go.mod requires "
     "golang.org/x/text v0.14.0 but go.sum was never committed, so each of the five x/text packages "
     "imported by slug and title gets 'missing go.sum entry for module providing package ... "
     "(imported by ...); to add:' and a tab-indented 'go get ...' line. One cause (one missing "
     "go.sum), labelled on the first; the other four are cascade. set -e ends the script before "
     "go test. No tally")

L = Log("gha-go-build-vet-seven-analyzers")
vet = [
    (r"Z config/config\.go:32:26: call of Unmarshal passes non-pointer as second argument$", "config/config.go:32:26"),
    (r"Z notify/notify\.go:31:10: append with no values$", "notify/notify.go:31:10"),
    (r"Z probe/probe\.go:24:22: address format \"%s:%d\" does not work with IPv6 \(passed to net\.Dial at L26\)$", "probe/probe.go:24:22"),
    (r"Z probe/probe_test\.go:20:4: call to \(\*testing\.T\)\.Fatal from a non-test goroutine$", "probe/probe_test.go:20:4"),
    (r"Z probe/probe\.go:40:10: WaitGroup\.Add called from inside new goroutine$", "probe/probe.go:40:10"),
    (r"Z daemon/daemon\.go:36:36: call to time\.Since is not deferred$", "daemon/daemon.go:36:36"),
    (r"Z daemon/daemon\.go:19:2: misuse of unbuffered os\.Signal channel as argument to signal\.Notify$", "daemon/daemon.go:19:2"),
]
case(L, f"{GO}{GHA}", "go version; go build ./...; go vet ./...; go test ./... (four steps, the last skipped)", "lint",
     [(L.one(p), s) for p, s in vet],
     [L.one(DONE)],
     {},
     "four-step job, the test step never runs: go version; go build passes (silent); go vet over "
     "five packages, seven findings from seven analyzers, each its own cause: unmarshal "
     "(json.Unmarshal given the Config value, not a pointer), appends ('lines = append(lines)'), "
     "hostport (fmt.Sprintf(\"%s:%d\") passed to Dial), testinggoroutine (t.Fatal in the accept "
     "goroutine of a test), waitgroup (wg.Add inside the goroutine), defers (defer log.Printf(..., "
     "time.Since(start)) evaluates Since at once) and sigchanyzer (signal.Notify on an unbuffered "
     "channel). vet prints no package headers and no count; the order of the findings varies from "
     "run to run (the labels follow the text)")

L = Log("go-ci-script-gofmt-vet-test-two-failures")
case(L, GO, "bash ci/test.sh (set -ex: go version; gofmt -l; go vet ./...; go test -count=1 ./...)", "test",
     [(L.one(r"^    dates_test\.go:26: Human\(2024-03-01 09:00:00 \+0000 UTC\) = \"Fri 01 Mar 2024\", want \"Fri 1 Mar 2024\"$"), "dates/dates_test.go:26"),
      (L.one(r"^    paginate_test\.go:25: Pages\(23, 10\) returned 2 pages, want 3: "), "paginate/paginate_test.go:25")],
     [L.find(r"^FAIL$", 3), L.one(r"^FAIL\texample\.com/bookshelf/dates\t"), L.one(r"^FAIL\texample\.com/bookshelf/paginate\t")],
     {},
     "a CI script under set -x: go version, a gofmt check ('++ gofmt -l .', '+ unformatted=', "
     "'+ test -z ''') and go vet pass; go test ./... without -v over five packages: isbn and store "
     "'ok', cmd/shelf '[no test files]', two independent failures: dates.Human formats 'Mon 02 Jan "
     "2006' where the pages want 'Fri 1 Mar 2024' (t.Errorf), and paginate.Count uses total/per, "
     "so the last, partial page is dropped ('Pages(23, 10) returned 2 pages, want 3', t.Fatalf). "
     "Labelled on each message line; the '--- FAIL: TestX' line just above each is as defensible "
     "(left out of cascade). The FAIL lines and the package FAIL lines restate them. go test prints "
     "no totals: no tally")

L = Log("go-make-vet-test-v-interface-conversion-panic-long", gz=True)
case(L, f"{GO}, GNU Make 4.3", "make (go vet ./...; go test -count=1 -p 1 -v ./...)", "test",
     [(L.one(r"^panic: interface conversion: interface \{\} is float64, not int \[recovered, repanicked\]$"), "webhook/payload.go:35")],
     [L.one(r"^FAIL\texample\.com/orderfeed/webhook\t"), L.one(r"^FAIL$"), L.one(r"^make: \*\*\* \[Makefile:12: test\] Error 1$")],
     {},
     f"gzipped, {len(L.ls)} lines. make runs go vet (passes) then go test -v over four packages: "
     "roman (120 round-trip subtests, about 250 RUN/PASS lines, and a test whose t.Logf lines say "
     "'error as expected') and units pass, then in webhook TestDecodeOrder panics: Decode reads the "
     "body into map[string]any and asserts the quantity with m[\"qty\"].(int), but encoding/json "
     "decodes numbers as float64 ('panic: interface conversion: interface {} is float64, not int "
     "[recovered, repanicked]', goroutine trace through webhook.Decode at payload.go:35 and the test "
     "at payload_test.go:28). The panic kills the test binary, so TestSKUsSorted never runs. "
     "Labelled on the panic line; '--- FAIL: TestDecodeOrder' just above it is as defensible. "
     "'FAIL example.com/orderfeed/webhook', the final FAIL and make's Error 1 restate it. Goroutine "
     "ids and addresses vary. No tally")

L = Log("go-ci-script-test-json-timeout-waitgroup")
case(L, f"{GO} (-json)", "sh ci/run.sh (go build ./...; go test -json -count=1 -p 1 -timeout 4s ./...)", "test",
     [(L.one(r'"Test":"TestSendAllSkipsInvalid","Output":"panic: test timed out after 4s\\n"\}$'), "sender/sender.go:58")],
     [L.one(r'"Action":"output","Package":"example\.com/batchmail/sender","Output":"FAIL\\texample\.com/batchmail/sender\\t'),
      L.one(r'"Action":"fail","Package":"example\.com/batchmail/sender","Elapsed"')],
     {},
     "a CI script that prints its own '==>' headers: go build passes, then go test -json -timeout 4s "
     "over three packages (one JSON event a line): address passes, then in sender SendAll does "
     "wg.Add(len(mails)) but skips an invalid address with continue before any goroutine could "
     "call Done, so TestSendAllSkipsInvalid waits in wg.Wait forever: the binary panics after 4s, "
     "as output events of the test: 'panic: test timed out after 4s', 'running tests:', the "
     "test's name, and the goroutine dump (the alarm, the main runner, the test goroutine in "
     "sync.(*WaitGroup).Wait called from SendAll at sender.go:58). Labelled on the panic's output "
     "event; the package's 'FAIL ... 4.0s' output event and its fail action restate it (go test "
     "-json gives the hung test no fail action of its own). template passes after it. Timestamps "
     "(the machine's clock), goroutine ids and addresses vary. No tally")

L = Log("gha-go-vet-test-race-shared-error")
warns = L.find(r"Z WARNING: DATA RACE$", None)
race_at = re.search(r"/fetch/(fetch\.go:\d+) ", L.text(L.find(r"/fetch/fetch\.go:\d+ ", None, lo=warns[0])[0])).group(1)
race_tests = L.find(r"Z     testing\.go:\d+: race detected during execution of test$", None)
fail_tests = L.find(r"Z --- FAIL: TestCheckAll(Unreachable)? \(", None)
case(L, f"{GO} (-race){GHA}", "go vet ./...; go test -race -count=1 -p 1 ./... (two steps)", "test",
     [(warns[0], "fetch/" + race_at)],
     [warns[1:], race_tests, fail_tests, L.find(r"Z FAIL$", 2), L.one(r"Z FAIL\texample\.com/linkcheck/fetch\t"),
      L.one(DONE)],
     {},
     "two steps: go vet passes (it does not see races); go test -race without -v over four "
     "packages: extract and report pass, and in fetch every goroutine of Checker.CheckAll bumps "
     "c.Requests and c.Failures and reads and sets the captured firstErr with no lock: "
     f"'WARNING: DATA RACE' reports (here {len(warns)}, one per racing access pair; the count and "
     f"the fields named vary from run to run), each followed by 'race detected during execution of "
     f"test' for the test it fell in (here {len(race_tests)} test(s): TestCheckAll and/or "
     "TestCheckAllUnreachable) and its --- FAIL. One cause (one set of unguarded counters in "
     "CheckAll's goroutines), labelled on the first WARNING, source its first access; the later "
     "reports, 'race detected', the --- FAIL lines, FAIL lines and the runner's exit-code line are "
     "cascade. No tally")

L = Log("go-test-v-shuffle-parallel-two-tests")
case(L, GO, "go test -count=1 -p 1 -v -shuffle=1715000000 -parallel 4 ./...", "test",
     [(L.one(r'^    cachecontrol_test\.go:28: Parse\("max-age=0, must-revalidate"\)$'), "cachecontrol/cachecontrol_test.go:28"),
      (L.one(r"^    freshness_test\.go:37: Fresh after 20s = true, want false "), "freshness/freshness_test.go:37")],
     [L.one(r"^--- FAIL: TestParse \("), L.one(r"^    --- FAIL: TestParse/max-age_zero \("),
      L.one(r"^--- FAIL: TestFresh \("), L.one(r"^    --- FAIL: TestFresh/upstream_age \("),
      L.find(r"^FAIL$", 3), L.one(r"^FAIL\texample\.com/httpcache/cachecontrol\t"),
      L.one(r"^FAIL\texample\.com/httpcache/freshness\t")],
     {},
     "go test -v with a fixed -shuffle seed ('-test.shuffle 1715000000' heads each package) and "
     "-parallel 4 over two packages of t.Parallel table tests (=== PAUSE / === CONT, sometimes "
     "=== NAME before a message). Two independent failures: cachecontrol.Parse accepts max-age "
     "only when n > 0, so 'max-age=0' loses HasMaxAge (a three-line t.Errorf: the call, ' got "
     "{...}', 'want {...}'), and freshness.CurrentAge never adds the upstream Age header (TestFresh/"
     "upstream_age: 'Fresh after 20s = true, want false'). Labelled on each message's first line; "
     "the parents' --- FAIL lines and the subtests' --- FAIL lines in their summaries, the FAIL "
     "lines and the package FAIL lines restate them. A --- SKIP (s-maxage not implemented) and a "
     "passing test's t.Log line. The CONT/NAME order and the summaries' order vary from run to run. "
     "go test prints no totals: no tally")

L = Log("go-make-vet-test-bench-success")
case(L, f"{GO}, GNU Make 4.3", "make ci (go vet; go test -count=1 -p 1 ./...; go test -run '^$' -bench . -benchtime 200x -benchmem ./...)",
     "test", [], [], {},
     "success: make ci echoes each recipe line: go vet passes, go test ./... ('ok' for quantile and "
     "ring, '[no test files]' for the command), then the benchmarks: goos/goarch/pkg/cpu headers, "
     "three Benchmark lines with ns/op, B/op and allocs/op, PASS and ok per package. The timings "
     "and the cpu line depend on the machine. go test prints no totals: no tally")

# ================================================================== Rust
L = Log("gha-rust-fmt-build-e0425-e0433-color")
case(L, f"{CARGO}, rustfmt 1.95.0{GHA}", "cargo fmt --check; cargo build --offline --color always (two steps)", "build",
     [(L.one(r"Z .*error\[E0425\].*: cannot find type `HashMap` in this scope"), "src/ledger.rs:28:31"),
      (L.one(r"Z .*error\[E0425\].*: cannot find value `creditor` in this scope"), "src/settle.rs:41:12")],
     [L.one(r"Z .*error\[E0433\].*: cannot find type `HashMap` in this scope"),
      L.one(r"Z .*error.*: could not compile `splitbill` \(lib\) due to 3 previous errors; 1 warning emitted"), L.one(DONE)],
     {"errors": 3, "warnings": 1},
     "colour forced (texts keep the escape codes). Two steps: cargo fmt --check passes (silent); "
     "cargo build of a lib and bin crate: three errors, two causes. ledger.rs uses HashMap without "
     "`use std::collections::HashMap;`: E0425 'cannot find type `HashMap` in this scope' in the "
     "return type and E0433 (same words, 'use of undeclared type') at HashMap::new(), each with a "
     "help suggesting the import: one missing import, labelled on the first, the E0433 is cascade. "
     "settle.rs has a typo, `creditor` for `creditors` (E0425 'cannot find value', help: 'a local "
     "variable with a similar name exists'). An unused-import warning (a warning only). 'could not "
     "compile ... due to 3 previous errors; 1 warning emitted' restates them and gives the tally")

L = Log("rust-cargo-build-e0596-e0384-crlf")
case(L, CARGO, "cargo build --offline", "build",
     [(L.one(r"^error\[E0596\]: cannot borrow `rows` as mutable, as it is not declared as mutable$"), "src/parse.rs:47:9"),
      (L.one(r"^error\[E0384\]: cannot assign twice to immutable variable `total`$"), "src/stats.rs:21:17")],
     [L.one(r"^error: could not compile `csvstats` \(bin \"csvstats\"\) due to 2 previous errors; 1 warning emitted$")],
     {"errors": 2, "warnings": 1},
     "CRLF line ends (texts without the CR). cargo build of a binary crate: two borrow-checker "
     "errors from two forgotten `mut`s: parse() pushes to `let rows = Vec::new()` (E0596, help: "
     "'consider changing this to be mutable') and summarize() does `total += x` on `let total = "
     "0.0` (E0384 'cannot assign twice to immutable variable', with the first assignment marked). "
     "An unused-variable warning in main.rs (a warning only). 'could not compile ... due to 2 "
     "previous errors; 1 warning emitted' restates them and gives the tally")

L = Log("gha-rust-build-then-test-e0373-e0597")
case(L, f"{CARGO}{GHA}", "cargo build --offline; cargo test --offline (two steps)", "build",
     [(L.one(r"Z error\[E0373\]: closure may outlive the current function, but it borrows `p`, which is owned by the current function$"),
       "tests/concurrency.rs:22:27")],
     [L.one(r"Z error\[E0597\]: `q` does not live long enough$"),
      L.one(r"Z error: could not compile `jobqueue` \(test \"concurrency\"\) due to 2 previous errors$"),
      L.one(r"Z warning: build failed, waiting for other jobs to finish\.\.\.$"), L.one(DONE)],
     {"errors": 2},
     "two steps: cargo build of the library passes; cargo test compiles the integration test "
     "tests/concurrency.rs, whose producers are spawned with a non-move closure inside .map(|p| "
     "...): E0373 'closure may outlive the current function, but it borrows `p`' (a note: "
     "thread::spawn requires 'static; help: use `move`) and E0597 '`q` does not live long enough' "
     "for the Arc borrowed by the same closure. One mistake (the closure neither moves nor clones "
     "what it uses), labelled on the first error; the E0597 is cascade, as are 'could not compile "
     "`jobqueue` (test \"concurrency\") due to 2 previous errors', 'warning: build failed, waiting "
     "for other jobs to finish...' and the runner's exit-code line. No test runs. tally: errors 2")

L = Log("rust-ci-script-build-test-unwrap-none-assert-msg")
case(L, CARGO, "bash ci/check.sh (set -euxo pipefail: cargo build --all-targets; cargo test --no-fail-fast; cargo clippy)", "test",
     [(L.one(r"^thread 'parse::tests::spaces_around_equals' \(\d+\) panicked at src/parse\.rs:58:51:$"), "src/parse.rs:58:51"),
      (L.one(r"^thread 'section_names_ignore_case' \(\d+\) panicked at tests/sections\.rs:16:5:$"), "tests/sections.rs:16:5")],
     [L.one(r"^    parse::tests::spaces_around_equals$"), L.one(r"^    section_names_ignore_case$"),
      L.find(r"^test result: FAILED\. ", 2), L.one(r"^error: test failed, to rerun pass `--lib`$"),
      L.one(r"^error: test failed, to rerun pass `--test sections`$"), L.one(r"^error: 2 targets failed:$"),
      L.one(r"^    `--lib`$"), L.one(r"^    `--test sections`$")],
     {},
     "a CI script under set -x: cargo build --all-targets passes, then cargo test --no-fail-fast "
     "runs three test binaries, two with a failure each (two causes); set -e ends the script before "
     "clippy. parse() keeps the key's trailing space ('port = 8080' is stored as 'port '), so "
     "spaces_around_equals's get(...).unwrap() panics: 'called `Option::unwrap()` on a `None` "
     "value'; and has_section() compares case-sensitively, so tests/sections.rs's assert! fails "
     "with its own message ('section lookup should ignore case; sections are [\"Database\", "
     "\"cache\"]'). Labelled on each 'panicked at' line (the message on the next line); the "
     "run-list '... FAILED' lines are as defensible. The failures lists, the two 'test result: "
     "FAILED' lines, 'error: test failed, to rerun pass ...' and cargo's closing 'error: 2 targets "
     "failed:' with its list restate them. No tally (two non-empty binaries, no total). Thread ids "
     "vary")

L = Log("rust-cargo-test-workspace-late-failure-long-color", gz=True)
case(L, CARGO, "cargo test --offline --workspace --color always -- --color always", "test",
     [(L.one(r"^thread 'css_matches_design_tokens' \(\d+\) panicked at themegen/tests/css\.rs:33:5:$"), "themegen/tests/css.rs:33:5")],
     [L.one(r"^    css_matches_design_tokens$"), L.one(r"^test result: .*FAILED.*\. 2 passed; 1 failed;"),
      L.one(r"^.*error.*: test failed, to rerun pass `-p themegen --test css`$")],
     {},
     f"gzipped, {len(L.ls)} lines, colour forced for cargo and libtest (texts keep the escape codes, "
     "the '\\x1b(B' resets included). cargo test over a three-crate workspace: colorspace's 151 "
     "unit tests (macro-generated hex, HSL round-trip and lighten cases) and contrast's 102 pass, "
     "themegen's 3 unit tests pass, then its integration test css_matches_design_tokens fails: the "
     "stylesheet linter wants upper-case hex and to_hex writes lower case (assert_eq! on the CSS "
     "prefix, left/right lines). Labelled on the panicked-at line; the run-list 'test "
     "css_matches_design_tokens ... FAILED' line is as defensible. The failures list, the FAILED "
     "test result and 'error: test failed, to rerun pass `-p themegen --test css`' restate it; the "
     "doc-tests never run. No tally (four test binaries, no total). The order of the 'ok' lines "
     "within a binary and the thread id vary")

L = Log("rust-cargo-build-test-doctests-success")
case(L, CARGO, "bash -xc 'cargo build --offline && cargo test --offline'", "test", [], [],
     {"warnings": 2},
     "success, two steps under bash -x: cargo build with two warnings (an unused variable, a "
     "function never used; 'generated 2 warnings'), then cargo test replays them ('generated 2 "
     "warnings' for the lib, '(2 duplicates)' for the lib test) and runs three binaries: unit tests "
     "'4 passed; 0 failed; 1 ignored' (ignored with a reason), the integration test '2 passed' and "
     "three doc-tests '3 passed'. No test total (three binaries, as in the earlier holdouts); "
     "warnings 2 (the two diagnostics)")

# ================================================================== Python
L = Log("gha-py-compileall-script-during-handling")
case(L, f"{PY}{GHA}", "python3 --version; python3 -m compileall -q stocksync; python3 -m stocksync.sync --dry-run data (three steps)",
     "mixed",
     [(L.one(r"Z AttributeError: 'KeyError' object has no attribute 'message'$"), "stocksync/sync.py:27")],
     [L.one(DONE)],
     {},
     "three steps: python3 --version; compileall -q (silent); the sync script logs INFO lines for "
     "two warehouse exports, then the third export's header says 'Qty on hand': read_rows raises "
     "KeyError: 'On hand', and load_exports' except clause builds its message from exc.message (a "
     "Python 2 habit), so 'During handling of the above exception, another exception occurred:' "
     "and the AttributeError: ''KeyError' object has no attribute 'message''. Labelled on the last "
     "line (the exception that ends the run, and a bug of its own), as for the chained tracebacks "
     "of the earlier holdouts; the KeyError line (the bad export) is as defensible and is left out "
     "of cascade. The runner's exit-code line restates it")

L = Log("py-ci-script-flake8-pytest-ra-direct-cause-color")
case(L, f"{PYTEST}, {FLAKE8}", "bash ci/test.sh (set -ex: python3 -m flake8 routeplan tests; python3 -m pytest -p no:cacheprovider -ra --color=yes)",
     "test",
     [(L.one(r"E {11}routeplan\.config\.ConfigError: .*/examples/leeds\.toml: invalid TOML"), "routeplan/config.py:31"),
      (L.one(r"E {7}assert \[2, 2\] == \[2, 2, 1\]"), "tests/test_plan.py:29")],
     [L.one(r"FAILED.* tests/test_config\.py::.*test_example_config_loads"),
      L.one(r"FAILED.* tests/test_plan\.py::.*test_split_rounds"),
      L.one(r"2 failed.*12 passed.*1 skipped")],
     {"tests_passed": 12, "tests_failed": 2, "tests_skipped": 1},
     "colour forced with --color=yes (texts keep the escape codes; pygments highlights the source). "
     "A CI script under set -x: flake8 passes (silent), then pytest -ra over 15 tests, two causes. "
     "examples/leeds.toml sets lat twice in [depot]: tomllib's traceback (its own source shown, "
     "'E tomllib.TOMLDecodeError: Cannot overwrite a value (at line 9, column 14)'), 'The above "
     "exception was the direct cause of the following exception:', then config.load's ConfigError "
     "('E routeplan.config.ConfigError: .../leeds.toml: invalid TOML'). Labelled on the ConfigError's "
     "E line (the exception that failed the test), as for the chained tracebacks of the earlier "
     "holdouts; the TOMLDecodeError's E line (the first E line of the report, saying what is wrong) "
     "is as defensible and is left out of cascade. And split_rounds iterates over range(0, "
     "len(route) - 1, max_stops), dropping the last stop ('assert [2, 2] == [2, 2, 1]'). The short "
     "summary's FAILED lines and '2 failed, 12 passed, 1 skipped' restate them; the SKIPPED line is "
     "a skipif")

L = Log("py-pytest-q-scope-mismatch-setup-errors-crlf")
scope = L.find(r"^ScopeMismatch: You tried to access the function scoped fixture tmp_path with a module scoped request object", 5)
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider -q", "test",
     [(scope[0], "tests/conftest.py:6"),
      (L.one(r"^E       AssertionError: assert 'notes-from-t\.\.\.-review-meeti' == 'notes-from-t\.\.\.ecture-review'$"), "tests/test_slug.py:21")],
     [scope[1:], L.one(r"^FAILED tests/test_slug\.py::test_long_titles_cut_at_word_boundary - "),
      L.find(r"^ERROR tests/test_store\.py::test_", 5), L.one(r"^1 failed, 4 passed, 5 errors in ")],
     {"tests_passed": 4, "tests_failed": 1, "errors": 5},
     "CRLF line ends (texts without the CR). pytest -q: the dot line '....FEEEEE', then the ERRORS "
     "section: conftest's store fixture is module-scoped but asks for the function-scoped tmp_path, "
     "so each of the five tests that use it errors at setup with 'ScopeMismatch: You tried to access "
     "the function scoped fixture tmp_path with a module scoped request object, involved "
     "factories:' and the two fixture lines (pytest's own message, no E line). One cause, labelled "
     "on the first ScopeMismatch; the other four are cascade. Independently slugify cuts at 40 "
     "characters mid-word ('...-review-meeti', an E line with a - / + / ? diff). The short summary's "
     "FAILED and five ERROR lines and '1 failed, 4 passed, 5 errors' restate them")

L = Log("py-ci-script-flake8-pytest-collection-param-typo")
case(L, f"{PYTEST}, {FLAKE8}", "bash ci.sh (set -ex: python3 -m flake8 sizeparse tests; python3 -m pytest)", "test",
     [(L.one(r"^In test_parse_size: function uses no argument 'raw'$"), "tests/test_parse.py:18")],
     [L.one(r"^ERROR tests/test_parse\.py$"), L.one(r"^!+ Interrupted: 1 error during collection !+$"),
      L.one(r"^=+ 1 error in ")],
     {"errors": 1},
     "a CI script under set -x: flake8 passes (silent; tox.ini holds its settings), then pytest "
     "(addopts -p no:cacheprovider) stops at collection: test_parse_size is parametrized with "
     "'raw,expected' but its arguments are (text, expected): 'ERROR collecting tests/test_parse.py' "
     "and pytest's own line 'In test_parse_size: function uses no argument 'raw'' (no E line, no "
     "traceback), the label. 'collected 6 items / 1 error'; the short summary's ERROR line, "
     "'Interrupted: 1 error during collection' and '1 error in ...' restate it (no test runs)")

L = Log("gha-py-venv-pip-install-v-pytest-v-table-rows-long")
first_e = L.find(r"Z E       assert -?\d+\.\d+ == -?\d+\.\d+ ± 2\.0e-01$", 4)
case(L, f"{PYTEST}, {PIP}{GHA}",
     "python3 -m venv --system-site-packages .venv; .venv/bin/pip install -v --no-cache-dir --no-deps --no-build-isolation .; "
     ".venv/bin/python -m pytest -v (three steps)", "test",
     [(first_e[0], "tests/test_wind.py:25")],
     [first_e[1:], L.find(r"Z tests/test_wind\.py::test_wind_chill\[.*\] FAILED ", 4),
      L.find(r"Z FAILED tests/test_wind\.py::test_wind_chill\[", 4), L.one(r"Z =+ 4 failed, 93 passed, 10 warnings in "),
      L.one(DONE)],
     {"tests_passed": 93, "tests_failed": 4, "warnings": 10},
     f"long ({len(L.ls)} lines). Three steps: a venv; pip install -v of the project (about 90 lines "
     "of setuptools build output: dist_info, bdist_wheel, copying and adding each module, with a "
     "_BetaConfiguration warning and 'byte-compiling is disabled' warnings); pytest -v over 97 "
     "tests, 93 PASSED lines, then four rows of test_wind_chill FAILED at 96-100%: wind_chill "
     "converts km/h to mph while the Environment Canada formula wants km/h, so every row below 10 C "
     "and above 4.8 km/h is off (four reports with 'E assert -3.896... == -5.2 ± 2.0e-01'). One bug, "
     "rows of one table failing the same check, numbers apart: one cause, labelled on the first "
     "row's first E line; the other rows' E lines, the four -v verdict lines (long before the "
     "report), the short summary's FAILED lines, the closing line and the runner's exit-code line "
     "are cascade. A DeprecationWarning summary (locale.getdefaultlocale, 10 warnings) follows the "
     "failures. pip's temporary directory names vary")

L = Log("py-make-compileall-unittest-v-mock-autospec-crlf")
case(L, f"{PY} unittest, GNU Make 4.3", "make check (python3 -m compileall -q reminders; python3 -m unittest discover -v -s tests -t .)",
     "test",
     [(L.one(r"^ERROR: test_long_text_truncated \(tests\.test_sender\.SenderTest\.test_long_text_truncated\)$"), "reminders/sender.py:13"),
      (L.one(r"^FAIL: test_too_short_rejected \(tests\.test_phone\.NormalizeTest\.test_too_short_rejected\)$"), "tests/test_phone.py:21"),
      (L.one(r"^FAIL: test_early_appointment_moves_out_of_quiet_hours \("), "tests/test_schedule.py:16")],
     [L.one(r"^ERROR: test_send_normalizes_number \(tests\.test_sender\.SenderTest\.test_send_normalizes_number\)$"),
      L.find(r"^TypeError: too many positional arguments$", 2)[1],
      L.one(r"^FAILED \(failures=2, errors=2, skipped=1\)$"), L.one(r"^make: \*\*\* \[Makefile:11: test\] Error 1$")],
     {"tests_failed": 2, "errors": 2, "tests_skipped": 1},
     "CRLF line ends (texts without the CR). make check: compileall -q (silent), then unittest "
     "discover -v over 12 tests, three causes. Gateway.send_sms takes sender as keyword-only and "
     "Sender.send passes it positionally; the tests' create_autospec mock enforces the signature, "
     "so both SenderTest tests ERROR with the same traceback ending in 'TypeError: too many "
     "positional arguments' at sender.py:13: one cause, labelled on the first ERROR: header, the "
     "second ERROR: header and its TypeError line are cascade. normalize() accepts '12345' "
     "('AssertionError: ValueError not raised'), and reminder_time moves an early appointment's "
     "reminder a day too far back (a datetime != datetime). Labelled on the ERROR:/FAIL: headers as "
     "in the earlier holdouts' unittest logs; the run-list verdicts and each block's exception line "
     "are as defensible. A skipped test (a reason). 'FAILED (failures=2, errors=2, skipped=1)' and "
     "make's Error 1 restate them")

L = Log("gha-py-flake8-mypy-override-typeddict")
case(L, f"{MYPY}, {FLAKE8}{GHA}", "python3 -m flake8; python3 -m mypy (two steps)", "lint",
     [(L.one(r'Z parcels/status\.py:23: error: TypedDict "TrackingEvent" has no key "signed_by"  \[typeddict-item\]$'), "parcels/status.py:23"),
      (L.one(r'Z parcels/status\.py:28: error: Unsupported operand types for \+ \("str" and "float"\)  \[operator\]$'), "parcels/status.py:28"),
      (L.one(r'Z parcels/store\.py:43: error: Signature of "save" incompatible with supertype "Store"  \[override\]$'), "parcels/store.py:43"),
      (L.one(r'Z parcels/poll\.py:15: error: Need type annotation for "failed" '), "parcels/poll.py:15")],
     [L.one(r"Z Found 4 errors in 3 files \(checked 5 source files\)$"), L.one(DONE)],
     {"errors": 4},
     "two steps: flake8 passes (silent; setup.cfg holds flake8's and mypy's settings), then mypy "
     "over the package: four errors, four causes: status_line reads ev['signed_by'], a key "
     "TrackingEvent does not have (typeddict-item); weight_label adds a str and the float from "
     "round() (operator); JsonStore.save added a `pretty` parameter its base class Store.save lacks "
     "(override, followed by four note lines giving the superclass and subclass signatures, part of "
     "the finding); poll's `failed = []` is never given an element type (var-annotated). 'Found 4 "
     "errors in 3 files' gives the tally")

L = Log("py-make-lint-flake8-e999-color")
f8 = [
    (r"tagcloud/render\.py.*25.*15.* .*F821.* undefined name 'TRANSLATIONS'$", "tagcloud/render.py:25:15"),
    (r"tagcloud/feed\.py.*12.*22.* .*E999.* SyntaxError: f-string: unmatched '\['$", "tagcloud/feed.py:12:22"),
    (r"tagcloud/counts\.py.*29.*17.* .*E741.* ambiguous variable name 'l'$", "tagcloud/counts.py:29:17"),
    (r"tagcloud/counts\.py.*34.*5.* .*E722.* do not use bare 'except'$", "tagcloud/counts.py:34:5"),
]
case(L, f"{FLAKE8}, GNU Make 4.3", "make lint (python3 -m flake8 --version; python3 -m flake8 --color=always tagcloud; python3 -m mypy tagcloud)",
     "lint",
     [(L.one(p), s) for p, s in f8],
     [L.one(r"^make: \*\*\* \[Makefile:7: lint\] Error 1$")],
     {},
     "colour forced with flake8's --color=always (texts keep the escape codes). make lint echoes "
     "its recipe lines: flake8 --version, then flake8 over the package: four findings, four causes: "
     "F821 (render.summary uses TRANSLATIONS, never imported), E999 (feed.describe nests double "
     "quotes inside a double-quoted f-string, valid only from Python 3.12: 'SyntaxError: f-string: "
     "unmatched '['', and flake8 checks nothing else in that file), E741 (a variable named l) and "
     "E722 (a bare except). make stops before mypy; its Error 1 restates them. The order of the "
     "findings varies from run to run (flake8 checks files in parallel). flake8 prints no count "
     "without --count: no tally")

L = Log("py-ci-script-flake8-mypy-pytest-q-success")
case(L, f"{PYTEST}, {MYPY}, {FLAKE8}", "bash ci/check.sh (set -euxo pipefail: flake8; mypy (strict, setup.cfg); pytest -q -ra)",
     "mixed", [], [],
     {"tests_passed": 18, "tests_skipped": 1},
     "success: a CI script under set -x: flake8 passes (silent), mypy 'Success: no issues found in "
     "3 source files', pytest -q -ra: a dot line with 's' and 'x', the SKIPPED reason (a skipif on "
     "the platform) and the XFAIL line (names for weekdays not supported yet), '18 passed, 1 "
     "skipped, 1 xfailed' (the xfail is not counted as skipped)")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"{len(out)} cases")
