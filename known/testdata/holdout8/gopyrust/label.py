#!/usr/bin/env python3
"""Writes holdout8/gopyrust/manifest.jsonl. The labels are chosen by hand below; this only looks
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

# ================================================================== Go
L = Log("gha-go-build-field-renamed-too-many-errors")
name_errs = L.find(r"Z api/(greeting|handlers)\.go:\d+:\d+: (u|users\[[ij]\])\.Name undefined \(type model\.User has no field or method Name\)$", 10)
case(L, f"{GO}{GHA}", "go version; go build -p 1 ./... (two steps)", "build",
     [(name_errs[0], "api/greeting.go:12:13"),
      (L.one(r"Z billing/price\.go:29:15: 1\.2 \(untyped float constant\) truncated to int$"), "billing/price.go:29:15")],
     [name_errs[1:], L.one(r"Z api/handlers\.go:45:75: too many errors$"),
      L.one(r"Z export/csv\.go:20:50: u\.Name undefined"), L.one(DONE)],
     {},
     "two steps: go version; go build over five packages. model.User's Name field was split into "
     "DisplayName and LegalName, but api still reads u.Name: ten 'u.Name undefined (type model.User "
     "has no field or method Name)' errors in greeting.go and handlers.go, then the compiler's "
     "'too many errors' cut-off; export/csv.go reads it once more in another package. One cause "
     "(one rename not carried through), labelled on its first error; the other nine, 'too many "
     "errors' and export's error are cascade. Independent of it, billing.WithVAT multiplies an "
     "int by 1.2 ('1.2 (untyped float constant) truncated to int'). The '# example.com/crm/...' "
     "headers name the packages. go build prints no count: no tally")

L = Log("go-build-missing-method-assignment-mismatch-crlf")
assert len(L.ls) == 4
case(L, GO, "go build -p 1 ./...", "build",
     [(L.one(r"^internal/human/human\.go:25:12: assignment mismatch: 2 variables but strconv\.Itoa returns 1 value$"),
       "internal/human/human.go:25:12"),
      (L.one(r"^storage/mem\.go:12:17: cannot use \(\*Mem\)\(nil\) .* \(missing method Delete\)$"), "storage/mem.go:12:17")],
     [], {},
     "CRLF line ends (texts without the CR). go build, two packages fail, two causes: "
     "internal/human treats strconv.Itoa as if it returned (string, error) ('assignment mismatch: 2 "
     "variables but strconv.Itoa returns 1 value'), and storage.Backend gained a Delete method that "
     "the in-memory backend lacks, so its compile-time assertion 'var _ Backend = (*Mem)(nil)' fails "
     "('*Mem does not implement Backend (missing method Delete)'). The sync package and the command, "
     "which import storage, are not compiled and print nothing. Four lines, two '# pkg' headers")

L = Log("gha-go-vet-lostcancel-httpresponse-slog-timeformat")
vet = [
    (r"Z sign/sign\.go:28:2: result of fmt\.Sprintf call not used$", "sign/sign.go:28:2"),
    (r"Z sign/sign\.go:29:59: conversion from int to string yields a string of one rune, not a string of digits$", "sign/sign.go:29:59"),
    (r"Z sign/sign\.go:29:25: 2006-02-01 should be 2006-01-02$", "sign/sign.go:29:25"),
    (r"Z deliver/deliver\.go:33:2: the cancel function is not used on all paths \(possible context leak\)$", "deliver/deliver.go:33:2"),
    (r"Z deliver/deliver\.go:50:2: call to slog\.Logger\.Info missing a final value$", "deliver/deliver.go:50:2"),
    (r"Z deliver/deliver\.go:57:8: using resp before checking for errors$", "deliver/deliver.go:57:8"),
    (r"Z store/store\.go:28:6: second argument to errors\.As must be a non-nil pointer", "store/store.go:28:6"),
]
case(L, f"{GO}{GHA}", "go build ./...; go vet ./... (two steps)", "lint",
     [(L.one(p), s) for p, s in vet],
     [L.one(r"Z deliver/deliver\.go:36:3: this return statement may be reached without using the cancel var defined on line 33$"),
      L.one(DONE)],
     {},
     "two steps: go build passes (silent); go vet over four packages, seven findings from seven "
     "analyzers, each its own cause: unusedresult (fmt.Sprintf's result dropped), stringintconv "
     "(string(code) on an int), timeformat ('2006-02-01 should be 2006-01-02'), lostcancel (the "
     "cancel of context.WithTimeout is not called on the early-return path; its second line, 'this "
     "return statement may be reached without using the cancel var', points at that return and is "
     "the same finding: cascade), slog (Logger.Info with a key and no value), httpresponse "
     "(resp.Body closed before err is checked) and errorsas (errors.As given a fs.PathError value, not "
     "a pointer). vet prints no package headers and no count; the order of the packages' and of one "
     "file's findings varies from run to run (the labels follow the text)")

L = Log("go-test-golden-diff-and-missing-fixture")
case(L, GO, "go test -count=1 -p 1 ./...", "test",
     [(L.one(r"^    config_test\.go:8: Load: open testdata/invoicer\.yaml: no such file or directory$"), "config/config_test.go:8"),
      (L.one(r"^    render_test\.go:45: Text\(\) does not match testdata/invoice\.golden \(-want \+got\):$"), "render/render_test.go:45")],
     [L.find(r"^FAIL$", 3), L.one(r"^FAIL\texample\.com/invoicer/config\t"), L.one(r"^FAIL\texample\.com/invoicer/render\t")],
     {},
     "go test ./... without -v over six packages: two '[no test files]', money and tax 'ok', two "
     "independent failures: config's TestLoadExample opens testdata/invoicer.yaml while the fixture "
     "is invoicer.yml (t.Fatalf), and render's golden-file test fails after the quantity column "
     "was widened from %3d to %4d without regenerating testdata/invoice.golden: t.Errorf with a "
     "-want/+got diff of the three item lines (part of the message). Labelled on each message line; "
     "the '--- FAIL: TestX' line just above each is as defensible (left out of cascade). The FAIL "
     "lines and the package FAIL lines restate them. go test prints no totals: no tally")

L = Log("go-test-v-close-closed-channel-panic-long", gz=True)
case(L, GO, "go test -count=1 -p 1 -v ./...", "test",
     [(L.one(r"^panic: close of closed channel \[recovered, repanicked\]$"), "pubsub/broker.go:75")],
     [L.one(r"^FAIL\texample\.com/geofeed/pubsub\t"), L.one(r"^FAIL$")],
     {},
     f"gzipped, {len(L.ls)} lines. go test -v over four packages: distance (44 t.Parallel-free "
     "subtests, each logging a distance and bearing) and geohash (45 cities encoded and round-tripped, "
     "about 190 RUN/PASS lines) pass, then in pubsub TestUnsubscribeThenClose panics: Unsubscribe "
     "closes the subscriber's channel but leaves it registered, so Broker.Close closes it again "
     "('panic: close of closed channel [recovered, repanicked]', goroutine trace through "
     "Broker.Close at broker.go:75 and the test at broker_test.go:41). The panic kills the test "
     "binary, so the package's last test never runs. Labelled on the panic line; '--- FAIL: "
     "TestUnsubscribeThenClose' just above it is as defensible. 'FAIL example.com/geofeed/pubsub' "
     "and the final FAIL restate it. Goroutine ids and addresses vary. No tally")

L = Log("go-test-timeout-pool-deadlock-crlf")
case(L, GO, "go test -count=1 -p 1 -timeout 5s ./...", "test",
     [(L.one(r"^panic: test timed out after 5s$"), "pool/pool.go:36")],
     [L.one(r"^FAIL\texample\.com/thumbs/pool\t"), L.one(r"^FAIL$")],
     {},
     "CRLF line ends (texts without the CR). go test -timeout 5s (no -v) over three packages: "
     "pool.Map sends every job on an unbuffered channel before it reads any result, so once the "
     "four workers block sending results (pool.go:30) the sender blocks too (pool.go:36): "
     "TestMapManyItems (50 items) hangs and the test binary panics after 5s: 'panic: test timed "
     "out after 5s', 'running tests:' naming TestMapManyItems (5s), and the goroutine dump (the "
     "alarm, the main runner, the test goroutine in Map at pool.go:36, four workers in [chan "
     "send]). Labelled on the panic line, source the blocked send in Map; 'FAIL "
     "example.com/thumbs/pool 5.0s' and the final FAIL restate it. resize passes after it "
     "('ok'). Goroutine ids vary. No tally")

L = Log("gha-go-test-race-v-handler-stats")
fail_pkg = L.one(r"Z FAIL\texample\.com/shortener/server\t")
warns = L.find(r"Z WARNING: DATA RACE$", None)
race_at = re.search(r"/server/(server\.go:\d+) ", L.text(L.find(r"/server/server\.go:\d+ ", None, lo=warns[0])[0])).group(1)
case(L, f"{GO} (-race){GHA}", "go vet ./...; go test -race -count=1 -p 1 -v ./... (two steps)", "test",
     [(warns[0], "server/" + race_at)],
     [warns[1:], L.any(r"Z     server_test\.go:\d+: Redirects = \d+, want 40$"),
      L.one(r"Z     testing\.go:\d+: race detected during execution of test$"),
      L.one(r"Z --- FAIL: TestConcurrentRedirects "), L.find(r"Z FAIL$", 2), fail_pkg, L.one(DONE)],
     {},
     "two steps: go vet passes (it does not see races); go test -race -v: links passes, then in "
     "server TestConcurrentRedirects calls the redirect handler from eight goroutines through "
     "httptest.NewRecorder, and the handler bumps s.stats.Redirects and sets s.stats.Last without "
     "a lock: 'WARNING: DATA RACE' (accesses at server.go:57 and :58, in redirect()), here "
     f"{len(warns)} reports (one per racing field and access pair; the count "
     "varies from run to run), then 'testing.go:1712: race detected during execution of test' and "
     "the test's --- FAIL. One cause (one unguarded stats struct), labelled on the first WARNING; "
     "the later reports, 'race detected', the --- FAIL, FAIL lines and the runner's exit-code line "
     "are cascade (a 'Redirects = N, want 40' message appears when increments are lost, also "
     "cascade). The 'Read at ... by goroutine' line under the first WARNING is as defensible. "
     "Addresses and goroutine ids vary. No tally")

L = Log("go-test-v-parallel-two-tests-cont-name")
due = L.find(r"^    schedule_test\.go:40: Due at \d\d:\d\d = \[[a-z ]*\], want \[[a-z ]+\]$", 2)
case(L, GO, "go test -count=1 -p 1 -parallel 4 -v ./...", "test",
     [(L.one(r'^    cron_test\.go:33: Parse\("0 0 \* \* 7"\): cron: 7 out of range 0-6 in day of week field$'),
       "cron/cron_test.go:33"),
      (due[0], "schedule/schedule_test.go:40")],
     [due[1:], L.one(r"^--- FAIL: TestParse "), L.one(r"^    --- FAIL: TestParse/0_0_\*_\*_7 "),
      L.one(r"^--- FAIL: TestDue "), L.one(r"^    --- FAIL: TestDue/poll "),
      L.one(r"^    --- FAIL: TestDue/backup_and_poll "), L.find(r"^FAIL$", 3),
      L.one(r"^FAIL\texample\.com/cronkit/cron\t"), L.one(r"^FAIL\texample\.com/cronkit/schedule\t")],
     {},
     f"{len(L.ls)} lines. go test -v -parallel 4 over two packages of t.Parallel() table tests, "
     "output through === PAUSE / === CONT / === NAME: TestParse's rows log their field counts, "
     "TestParseErrors' rows log 'error as expected: cron: ...', TestNext skips a leap-day row. Two "
     "causes: cron.Parse rejects day-of-week 7, which cron accepts as Sunday (t.Fatalf in row "
     "'0 0 * * 7', under an === NAME line); schedule.Due uses n.Before(now) instead of "
     "!n.After(now), so jobs due exactly now are missed: two rows of TestDue fail with the same "
     "check, numbers apart (one cause, labelled on the first printed; their order varies). The "
     "--- FAIL lines in the parents' summaries, FAIL and the package FAIL lines restate them. The "
     "CONT/NAME order varies from run to run. No tally")

L = Log("go-test-json-fuzz-seed-corpus-panic")
W = r'"Package":"example\.com/frames/wire"'
case(L, GO, "go test -json -count=1 -p 1 ./...", "test",
     [(L.one(r'"Output":"panic: runtime error: slice bounds out of range \[:33\] with capacity 8 \[recovered, repanicked\]\\n"'),
       "wire/wire.go:44")],
     [L.one(r'"Action":"fail",' + W + r',"Test":"FuzzDecode/5f0c1e7b62a6d0e4"'),
      L.one(r'"Action":"fail",' + W + r',"Test":"FuzzDecode","Elapsed"'),
      L.one(r'"Output":"FAIL\\texample\.com/frames/wire\\t'),
      L.one(r'"Action":"fail",' + W + r',"Elapsed"')],
     {},
     f"{len(L.ls)} JSON events. go test -json over three packages: hexdump (13 subtests, an "
     "Example) and varint (18 subtests, an Example) pass; in wire, FuzzDecode runs its two f.Add "
     "seeds and a committed corpus entry, testdata/fuzz/FuzzDecode/5f0c1e7b62a6d0e4, that declares "
     "a 32-byte frame in four bytes: Decode slices past the buffer ('panic: runtime error: slice "
     "bounds out of range [:33] with capacity 8 [recovered, repanicked]', wire.go:44), the panic "
     "and its goroutine trace as output events of FuzzDecode. Labelled on the panic event; the "
     "'--- FAIL: FuzzDecode/5f0c1e7b62a6d0e4' and '--- FAIL: FuzzDecode' output events just above "
     "it are as defensible (left out of cascade); the fail actions and the package FAIL line restate "
     "it. No tally")

L = Log("gha-go-vet-test-race-cover-v-success")
case(L, f"{GO} (-race){GHA}", "go version; go vet ./...; go test -race -cover -count=1 -v ./... (three steps)",
     "test", [], [], {},
     f"success, {len(L.ls)} lines: go version, go vet (silent), go test -race -cover -v over three "
     "packages: the command package has no tests ('coverage: 0.0% of statements'), slug and wrap "
     "pass with 'coverage: 100.0% of statements', TestLinesCRLF is skipped (--- SKIP, windows only). "
     "A passing slug row's input is 'error: file not found'. go test prints no totals: no tally")

# ================================================================== Rust
L = Log("rust-cargo-build-e0599-e0063-e0004")
case(L, CARGO, "cargo build --offline", "build",
     [(L.one(r"^error\[E0599\]: no method named `write_all` found for struct `File` in the current scope$"), "src/store.rs:33:11"),
      (L.one(r"^error\[E0063\]: missing field `timeout_ms` in initializer of `Config`$"), "src/main.rs:12:15"),
      (L.one(r"^error\[E0004\]: non-exhaustive patterns: `&Status::Blocked` not covered$"), "src/task.rs:26:11")],
     [L.one(r"^error: could not compile `tasklog` \(bin \"tasklog\"\) due to 3 previous errors; 1 warning emitted$")],
     {"errors": 3, "warnings": 1},
     "cargo build of one binary crate: an unused-import warning (a warning only), then three "
     "independent errors, each with its --> location and help/note blocks: E0599 (store.rs calls "
     "write_all on a File without `use std::io::Write`; help names the trait, and a help about "
     "write_all_at points into the standard library's source), E0063 (Config gained timeout_ms, "
     "main.rs's initializer lacks it) and E0004 (Status gained Blocked, task::symbol's match does not "
     "cover it; a note and a help with the suggested arm). 'Some errors have detailed explanations' "
     "and 'For more information' are rustc's trailer; 'warning: `tasklog` (bin \"tasklog\") "
     "generated 1 warning' and 'could not compile ... due to 3 previous errors; 1 warning emitted' "
     "restate them and give the tally")

L = Log("gha-rust-workspace-e0106-e0061-color")
e61 = L.find(r"Z .*error\[E0061\].*: this function takes 2 arguments but 1 argument was supplied", 2)
case(L, f"{CARGO}{GHA}", "cargo --version; cargo build --offline --color always (two steps)", "build",
     [(L.one(r"Z .*error\[E0106\].*: missing lifetime specifier"), "crates/gpxstat/src/summary.rs:4:50"),
      (e61[0], "crates/gpxstat/src/main.rs:17:17")],
     [e61[1], L.one(r"Z .*error.*: could not compile `gpxstat` \(bin \"gpxstat\"\) due to 3 previous errors"), L.one(DONE)],
     {"errors": 3},
     "colour forced (texts keep the escape codes). Two steps: cargo --version; cargo build of a "
     "two-crate workspace: the library geo compiles, the binary gpxstat fails with three errors, two "
     "causes: E0106 in summary.rs (unit() returns &str borrowed from one of two &str parameters; "
     "help suggests a named lifetime), and geo::parse_point gained a separator parameter while "
     "main.rs still calls it with one argument twice (E0061 with 'argument #2 of type `char` is "
     "missing', a note pointing into crates/geo/src/point.rs, and a help): one signature change not "
     "carried through, labelled on the first; the second is cascade. 'could not compile ... due to "
     "3 previous errors' and the runner's exit-code line restate them; tally errors 3")

L = Log("rust-cargo-test-should-panic-expected-and-result-err")
case(L, CARGO, "cargo test --offline", "test",
     [(L.one(r"^thread 'ring::tests::zero_capacity_panics' \(\d+\) panicked at src/ring\.rs:12:9:$"), "src/ring.rs:12:9"),
      (L.one(r"^Error: Number\(ParseIntError \{ kind: InvalidDigit \}\)$"), "src/settings.rs")],
     [L.one(r"^    ring::tests::zero_capacity_panics$"), L.one(r"^    settings::tests::reads_all_keys$"),
      L.one(r"^test result: FAILED\. 5 passed; 2 failed;"), L.one(r"^error: test failed, to rerun pass `--lib`$")],
     {"tests_passed": 5, "tests_failed": 2},
     "cargo test of a library: the unit-test binary runs 7 tests, two fail from two causes (the "
     "integration tests never run: cargo stops after the failing binary without --no-fail-fast). "
     "zero_capacity_panics is #[should_panic(expected = \"capacity must be > 0\")] but the "
     "assertion's message now reads 'ring capacity must be positive, got 0': its report shows the "
     "panic ('panicked at src/ring.rs:12:9' and the message), then 'note: panic did not contain "
     "expected string' with both strings; labelled on the panicked-at line (the first line of the "
     "report, as for other panics), the note line four lines below is as defensible. "
     "reads_all_keys returns Result and its ? meets a ParseIntError ('lines = 5_000': underscores "
     "are not accepted by str::parse): libtest prints only 'Error: Number(ParseIntError { kind: "
     "InvalidDigit })' under its heading, the label. The run-list '... FAILED' lines are as "
     "defensible; the failures list, 'test result: FAILED. 5 passed; 2 failed' (the tally) and "
     "'error: test failed' restate them. The order of the two reports and the thread id vary")

L = Log("rust-cargo-test-three-binaries-late-failure-long", gz=True)
case(L, CARGO, "cargo test --offline", "test",
     [(L.one(r"^thread 'n_115' \(\d+\) panicked at tests/spelled\.rs:16:1:$"), "tests/spelled.rs:16:1")],
     [L.one(r"^    n_115$"), L.one(r"^test result: FAILED\. 125 passed; 1 failed;"),
      L.one(r"^error: test failed, to rerun pass `--test spelled`$")],
     {},
     f"gzipped, {len(L.ls)} lines. cargo test over three test binaries: the unit tests (45 passed), "
     "tests/ordinals.rs (110 passed) and tests/spelled.rs, where one of 126 cases fails: the style "
     "guide's 'one hundred and fifteen' (British 'and') against the library's 'one hundred fifteen' "
     "(assert_eq! with a message, left/right lines). Labelled on the panicked-at line; the run-list "
     "'test n_115 ... FAILED' line (among the passing ones) is as defensible. The failures list, the "
     "FAILED test result and 'error: test failed, to rerun pass `--test spelled`' restate it; the "
     "doc-tests never run. No tally: three 'test result' lines and no total (as in the earlier "
     "holdouts). The order of the 'ok' lines within a binary varies")

L = Log("rust-cargo-test-e0603-private-module-crlf")
case(L, CARGO, "cargo test --offline", "build",
     [(L.one(r"^error\[E0603\]: module `header` is private$"), "tests/parse.rs:19:26")],
     [L.one(r"^error: could not compile `httphead` \(test \"parse\"\) due to 1 previous error$")],
     {"errors": 1, "warnings": 1},
     "CRLF line ends (texts without the CR). cargo test, but nothing runs: the integration test "
     "tests/parse.rs calls httphead::header::parse_header, and header is a private module (E0603, "
     "'function `parse_header` is not publicly re-exported', a note pointing at `mod header;` in "
     "lib.rs). Before it, an unused-variable warning in the library (a warning only), which cargo "
     "counts for the lib and again for the lib test target ('generated 1 warning (1 duplicate)'). "
     "'could not compile `httphead` (test \"parse\") due to 1 previous error' restates the error. "
     "tally: errors 1 and warnings 1 (the one warning diagnostic; both per-target lines say 1). The "
     "order of the two 'generated 1 warning' lines varies")

L = Log("gha-rust-cargo-build-test-ignored-success")
case(L, f"{CARGO}{GHA}", "cargo build --offline; cargo test --offline (two steps)", "test", [], [],
     {"tests_passed": 7, "tests_failed": 0, "tests_skipped": 2},
     "success, two steps: cargo build, then cargo test of a library with doctest = false (one "
     "test binary, no doc-test run): 'test result: ok. 7 passed; 0 failed; 2 ignored' (one ignored "
     "test prints its reason, 'ignored, slow: ...'; ignored counted as skipped). Passing tests are "
     "named invalid_tag_error_message and rejects_two_parts")

L = Log("rust-cargo-test-thread-panic-and-assert-eq-color")
case(L, CARGO, "cargo test --offline --color always -- --color always", "test",
     [(L.one(r"^thread '<unnamed>' \(\d+\) panicked at src/count\.rs:38:41:$"), "src/count.rs:38:41"),
      (L.one(r"^thread 'top::tests::ties_are_alphabetical' \(\d+\) panicked at src/top\.rs:25:9:$"), "src/top.rs:25:9")],
     [L.one(r"^thread 'count::tests::merges_shards' \(\d+\) panicked at src/count\.rs:47:32:$"),
      L.one(r"^called `Result::unwrap\(\)` on an `Err` value: Any \{ \.\. \}$"),
      L.one(r"^    count::tests::merges_shards$"), L.one(r"^    top::tests::ties_are_alphabetical$"),
      L.one(r"^test result: .*FAILED.*\. 6 passed; 2 failed;"), L.one(r"error.*: test failed, to rerun pass `--lib`$")],
     {"tests_passed": 6, "tests_failed": 2},
     "colour forced for cargo and libtest (texts keep the escape codes). cargo test, one unit-test "
     "binary, 8 tests, two fail from two bugs: merge_shards parses each shard on a spawned thread "
     "and indexes parts[1] of a comment line ('# shard 2 ...' has no tab): the spawned thread "
     "panics ('thread '<unnamed>' panicked at src/count.rs:38:41', index out of bounds), and the "
     "test thread's join().unwrap() then panics with 'called `Result::unwrap()` on an `Err` value: "
     "Any { .. }' (count.rs:47:32): one cause, labelled on the spawned thread's panic, the test "
     "thread's panic is cascade. top_n breaks count ties with b.0.cmp(&a.0) (reverse alphabetical): "
     "an assert_eq! failure with left/right lines. The run-list FAILED lines are as defensible; the "
     "failures list, the FAILED test result (the tally) and 'error: test failed' restate them. The "
     "order of the two reports, of the run list and the place of the RUST_BACKTRACE note vary")

# ================================================================== Python
L = Log("py-module-json-error-direct-cause")
case(L, PY, "python3 -m tilecache plan manifests", "mixed",
     [(L.one(r"^tilecache\.manifest\.ManifestError: manifests/02-coast\.json: not valid JSON$"), "tilecache/manifest.py:23")],
     [], {},
     "python3 -m tilecache plan: three INFO lines (logging to stderr) for the first manifest, then "
     "the second manifest has a trailing comma after its last area: json raises JSONDecodeError "
     "('Expecting value: line 6 column 3'), manifest.load re-raises it as ManifestError 'from exc': "
     "'The above exception was the direct cause of the following exception:' and a second "
     "traceback through runpy, __main__, cli.main, cli.plan and manifest.load. One cause, labelled "
     "on the uncaught exception's line (the last line), as for the chained tracebacks of the "
     "earlier holdouts; the JSONDecodeError line (the direct cause, which names the position) is "
     "as defensible. No tally")

L = Log("gha-py-pytest-during-handling-and-list-diff")
case(L, f"{PYTEST}{GHA}", "python3 --version; python3 -m pytest -p no:cacheprovider (two steps)", "test",
     [(L.one(r"Z E   AttributeError: 'NoneType' object has no attribute 'append'$"), "ledgerlite/importer.py:53"),
      (L.one(r"Z E   AssertionError: assert \['Expenses:Gr\.\.\.ncome:Salary'\] == \['Expenses:Gr\.\.\.ncome:Salary'\]$"),
       "tests/test_importer.py:47")],
     [L.one(r"Z FAILED tests/test_importer\.py::test_bad_rows_are_rejected - AttributeError"),
      L.one(r"Z FAILED tests/test_importer\.py::test_balance_drops_zero_accounts - AssertionEr"),
      L.one(r"Z =+ 2 failed, 9 passed in "), L.one(DONE)],
     {"tests_passed": 9, "tests_failed": 2},
     "two steps: python3 --version; pytest with addopts --tb=short (pyproject.toml), 11 tests, two "
     "failures from two bugs. import_csv catches the ValueError of a bad row (31.02.2024: 'day is "
     "out of range for month', raised in _strptime) and appends to result.rejects, which defaults "
     "to None: pytest shows the ValueError, 'During handling of the above exception, another "
     "exception occurred:', then the AttributeError. Labelled on the AttributeError's E line (the "
     "exception that failed the test, as the summary says; the ValueError is the row the importer "
     "meant to reject). The ValueError's E line, the first error line of the report, is as "
     "defensible and is left out of cascade. balance_by_account keeps an account whose refund "
     "brings it to zero: an assert on two lists (E lines with 'At index 1 diff', 'Left contains "
     "one more item'). The '____ test ____' headers are as defensible; the short summary's FAILED "
     "lines, the closing line and the runner's exit-code line restate them")

L = Log("py-pytest-q-dict-diff-and-float-crlf")
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider -q", "test",
     [(L.one(r"^E       AssertionError: assert \{'eggs': \(0, \.\.\., 'tsp'\), \.\.\.\} == \{'eggs': \(1, \.\.\., 'tsp'\), \.\.\.\}$"),
       "tests/test_scale.py:23"),
      (L.one(r"^E       assert 97\.88000000000001 == 97\.88$"), "tests/test_units.py:17")],
     [L.one(r"^FAILED tests/test_scale\.py::test_scale_down_keeps_whole_eggs - AssertionError"),
      L.one(r"^FAILED tests/test_units\.py::test_body_temperature - assert 97\.88000000000001"),
      L.one(r"^2 failed, 13 passed in ")],
     {"tests_passed": 13, "tests_failed": 2},
     "CRLF line ends (texts without the CR). pytest -q: a dot line, then two failures from two "
     "causes: scale() rounds half an egg with round(), which rounds 0.5 to even (0), so scaling the "
     "pancakes to one serving drops the egg (a dict comparison: 'Differing items: {'eggs': (0, "
     "'egg')} != {'eggs': (1, 'egg')}'); test_body_temperature compares a float with == "
     "(97.88000000000001 == 97.88, with a '+  where' line). Labelled on each first E line; the "
     "'____ name ____' headers are as defensible. The short summary's FAILED lines and '2 failed, 13 "
     "passed' restate them")

L = Log("py-pytest-collection-import-file-mismatch")
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider", "test",
     [(L.one(r"^import file mismatch:$"), "tests/cli/test_utils.py")],
     [L.one(r"^ERROR tests/cli/test_utils\.py$"), L.one(r"^!+ Interrupted: 1 error during collection !+$"),
      L.one(r"^=+ 1 error in ")],
     {"errors": 1},
     "pytest (default options, rootdir-relative testpaths): tests/api/test_utils.py and "
     "tests/cli/test_utils.py share a basename in directories without __init__.py, so with the "
     "default 'prepend' import mode the second one is found under the module name test_utils "
     "already taken by the first: 'import file mismatch:', the two __file__ paths and the HINT. "
     "Collection stops the run (exit 2) before any of the 5 collected tests runs. No E line here: "
     "labelled on 'import file mismatch:' (the error's own first line); the '____ ERROR collecting "
     "tests/cli/test_utils.py ____' header above it is as defensible. The short summary's ERROR "
     "line, 'Interrupted: 1 error during collection' and '1 error in' restate it ('1 error' gives "
     "the tally)")

L = Log("py-pytest-fixture-mocker-not-found-color")
mocker = L.find(r"E       fixture 'mocker' not found", 4)
case(L, PYTEST, "python3 -m pytest -p no:cacheprovider -ra --color=yes", "test",
     [(mocker[0], "tests/test_mailer.py:12"),
      (L.one(r"E       AssertionError: assert 'https://parcelo\.example/reset/k7Qx2"), "tests/test_templates.py:35")],
     [mocker[1:], L.find(r"ERROR.* tests/test_mailer\.py::.*test_", 4),
      L.one(r"FAILED.* tests/test_templates\.py::.*test_sms_reset_keeps_link"),
      L.one(r"1 failed.*6 passed.*4 errors")],
     {"tests_passed": 6, "tests_failed": 1, "errors": 4},
     "colour forced (texts keep the escape codes; pygments colours the failing test's source). "
     "pyproject.toml lists pytest-mock under the test extra, but the CI image does not have it: "
     "the four tests of test_mailer.py that take the mocker fixture ERROR at setup, each with the "
     "same 'E       fixture 'mocker' not found' and the list of available fixtures. One cause "
     "(one missing plugin), labelled on the first E line; the other three E lines are cascade (the "
     "'____ ERROR at setup of test_send_uses_relay ____' header is as defensible). Independent of it, "
     "test_sms_reset_keeps_link fails: sms_text truncates to 160 characters and cuts the reset link "
     "(an 'in' assertion on two long strings). The -ra summary's four ERROR lines, its FAILED line "
     "and the closing line restate them")

L = Log("gha-py-pip-list-pytest-v-late-failure-long")
case(L, f"pip 23.0.1, {PYTEST}{GHA}",
     "python3 -m pip list --disable-pip-version-check; python3 -m pytest -p no:cacheprovider -v (two steps)", "test",
     [(L.one(r"Z E       AssertionError: assert False$"), "tests/test_isbn.py:27")],
     [L.one(r"Z tests/test_isbn\.py::test_x_check_digit\[0-8044-2957-x\] FAILED"),
      L.one(r"Z FAILED tests/test_isbn\.py::test_x_check_digit\[0-8044-2957-x\] - AssertionError"),
      L.one(r"Z =+ 1 failed, 241 passed in "), L.one(DONE)],
     {"tests_passed": 241, "tests_failed": 1},
     f"long ({len(L.ls)} lines). Two steps: 'pip list' prints the runner's installed packages, "
     "then pytest -v over 242 tests (EAN-13 and UPC codes and ISBN-10 stems generated from fixed "
     "seeds in conftest.py's pytest_generate_tests, plus known pairs): 240 PASSED lines, then "
     "test_x_check_digit[0-8044-2957-x] fails at 99%: is_valid_isbn10 accepts only an upper-case X "
     "check digit ('assert False', '+  where False = is_valid_isbn10(...)'). Labelled on the first "
     "E line (the '____ test_x_check_digit[0-8044-2957-x] ____' header is as defensible); the -v "
     "verdict line (before the report), the short summary's FAILED line, '1 failed, 241 passed' and "
     "the runner's exit-code line restate it. The pip list depends on the machine's packages")

L = Log("py-unittest-v-import-error-assertlogs-subtest")
case(L, f"{PY} unittest", "python3 -m unittest discover -v", "test",
     [(L.one(r"^ERROR: tests\.test_export \(unittest\.loader\._FailedTest\.tests\.test_export\)$"), "tests/test_export.py:4"),
      (L.one(r"^FAIL: test_replacement_is_logged \(tests\.test_merge\.MergeTest\.test_replacement_is_logged\)$"),
       "tests/test_merge.py:28"),
      (L.one(r"^FAIL: test_cases \(tests\.test_phone\.NormalizeTest\.test_cases\) \(raw='\+49 \(0\)170 1234567'\)$"),
       "tests/test_phone.py:16")],
     [L.one(r"^FAILED \(failures=2, errors=1, skipped=1\)$")],
     {"tests_failed": 2, "errors": 1, "tests_skipped": 1},
     "unittest discovery with -v: 10 tests, three independent problems. tests/test_export.py imports "
     "syncer.vcard_export, but the module is syncer/vcard.py: unittest reports the module as a "
     "test, 'tests.test_export (unittest.loader._FailedTest.tests.test_export) ... ERROR', with "
     "'ImportError: Failed to import test module' and the ModuleNotFoundError; the replacement "
     "message in merge() was moved from INFO to DEBUG, so assertLogs(level=INFO) fails with 'no "
     "logs of level INFO or higher triggered on syncer.merge'; normalize() keeps the '(0)' trunk "
     "prefix of '+49 (0)170 ...' (a subTest failure with a '- / ? / +' diff). Labelled on the "
     "ERROR:/FAIL: headers as in the earlier holdouts' unittest logs; the run-list verdicts and each "
     "block's exception line are as defensible. A skip ('skipped ...'). 'Ran 10 tests' counts the "
     "tests run; 'FAILED (failures=2, errors=1, skipped=1)' restates them and gives the tally")

L = Log("py-mypy-pretty-five-causes-color")
case(L, MYPY, "MYPY_FORCE_COLOR=1 python3 -m mypy --pretty salesreport", "lint",
     [(L.one(r"^salesreport/render\.py:20: .*error:.* Argument .*\"width\".* to .*\"table\".* has incompatible$"), "salesreport/render.py:20"),
      (L.one(r"^salesreport/load\.py:19: .*error:.* Incompatible default for argument .*\"since\""), "salesreport/load.py:19"),
      (L.one(r"^salesreport/aggregate\.py:13: .*error:.* Item .*\"None\".* of .*\"Optional\[str\]\".* has no$"), "salesreport/aggregate.py:13"),
      (L.one(r"^salesreport/aggregate\.py:27: .*error:.* Incompatible return value type \(got$"), "salesreport/aggregate.py:27"),
      (L.one(r"^salesreport/aggregate\.py:35: .*error:.* Module has no attribute .*\"average\""), "salesreport/aggregate.py:35")],
     [L.one(r"^salesreport/aggregate\.py:35: .*error:.* Returning Any from function declared to$"),
      L.one(r"Found 6 errors in 3 files \(checked 5 source files\)")],
     {"errors": 6},
     "colour forced with MYPY_FORCE_COLOR=1 (texts keep the escape codes, including the '\\x1b(B' "
     "resets). mypy --pretty (setup.cfg: warn_return_any, check_untyped_defs) wraps each message at "
     "80 columns, so a message takes two lines, then the source line and a ^~~~ marker under it. Six "
     "errors, five causes: render.py passes width=\"14\" (arg-type); read_sales has 'since: datetime = "
     "None' (implicit Optional, with two note: lines); by_region calls .upper() on an Optional[str] "
     "(union-attr); average_units returns a float for int (return-value); mean_order calls "
     "statistics.average, which does not exist (attr-defined), and the Any it yields sets off "
     "'Returning Any from function declared to return \"Decimal\"' on the same line, printed just "
     "before it: cascade. 'Found 6 errors in 3 files' gives the tally")

L = Log("gha-py-flake8-show-source-complexity")
w605 = L.find(r"Z \./feedparse/dates\.py:7:\d+: W605 invalid escape sequence", 10)
f8 = [
    (r"Z \./feedparse/parse\.py:12:111: E501 line too long \(124 > 110 characters\)$", "feedparse/parse.py:12:111"),
    (r"Z \./feedparse/parse\.py:41:16: F632 use ==/!= to compare constant literals", "feedparse/parse.py:41:16"),
    (r"Z \./feedparse/parse\.py:46:1: C901 'parse_feed' is too complex \(10\)$", "feedparse/parse.py:46:1"),
    (r"Z \./feedparse/parse\.py:55:26: F541 f-string is missing placeholders$", "feedparse/parse.py:55:26"),
    (r"Z \./feedparse/parse\.py:74:9: E128 continuation line under-indented for visual indent$", "feedparse/parse.py:74:9"),
    (r"Z \./feedparse/text\.py:21:1: F811 redefinition of unused 'strip_html' from line 9$", "feedparse/text.py:21:1"),
    (r"Z \./feedparse/dates\.py:27:1: E731 do not assign a lambda expression, use a def$", "feedparse/dates.py:27:1"),
]
case(L, f"{FLAKE8}{GHA}", "python3 -m flake8 --version; python3 -m flake8 (two steps)", "lint",
     [(L.one(p), s) for p, s in f8] + [(w605[0], "feedparse/dates.py:7:24")],
     [w605[1:], L.one(DONE)],
     {},
     "two steps: flake8 --version; flake8 with setup.cfg's show-source = true, max-complexity = 8 "
     "and max-line-length = 110: each finding is followed by its source line and a caret line. "
     "Seventeen findings, eight causes, each its own: E501, F632 ('is \"\"'), C901 (parse_feed, "
     "complexity 10), F541, E128, F811 (strip_html defined twice in text.py), E731, and ten W605 "
     "'invalid escape sequence' on one regex string in dates.py (the same finding repeated on one "
     "line, fixed by one r prefix: one cause, the first labelled, the other nine cascade). flake8 "
     "prints no count without --count: no tally")

L = Log("py-mypy-pytest-q-skips-xfail-success-crlf")
case(L, f"{MYPY}, {PYTEST}", "python3 -m mypy && python3 -m pytest -p no:cacheprovider -q -rs", "mixed", [], [],
     {"tests_passed": 25, "tests_skipped": 2},
     "success, CRLF line ends. mypy (strict = true and files in pyproject.toml): 'Success: no issues "
     "found in 3 source files'; pytest -q -rs: a dot line with 'ssx', the two SKIPPED reasons (a "
     "skipif on the platform, a plain skip) and '25 passed, 2 skipped, 1 xfailed' (the xfail is not "
     "counted as skipped)")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
print(f"{len(out)} cases")
