#!/usr/bin/env python3
"""Writes holdout11/gopyrust/manifest.jsonl. The labels are chosen by hand below; this only looks
up their line numbers (each pattern must match exactly the lines meant, or the script stops), so
a regeneration that moves lines (libtest's thread order, --nocapture's interleaving, the number
of race reports) is labelled the same way, or stops when a pattern no longer fits. Patterns for
GitHub Actions logs match after the timestamp ("Z "); coloured logs keep their escape codes."""
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
CLIPPY = "cargo 1.95.0, clippy 0.1.95"
RUSTC = "rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1, Python 3.11.2"
MYPY = "mypy 1.0.1, Python 3.11.2"
FLAKE8 = "flake8 5.0.4 (pycodestyle 2.10.0, pyflakes 2.5.0, mccabe 0.7.0), Python 3.11.2"
UNITTEST = "unittest, Python 3.11.2"
PIP = "pip 23.0.1"
MAKE = "GNU Make 4.3"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
ESC = r"(?:\x1b\[[0-9;]*m)+"

# ================================================================== Go
L = Log("gha-go-modules-build-test-testify-equal-and-require")
case(L, f"{GO}, testify 1.12.1{GHA}", "go version; go build -p 1 ./...; go test -count=1 -p 1 ./... (three steps, fresh module cache)", "test",
     [(L.one(r"Z         \tError:      \tReceived unexpected error:$"), "manifest/manifest_test.go:17"),
      (L.one(r"Z         \tError:      \tNot equal: $"), "rate/rate_test.go:23")],
     [L.find(r"Z FAIL$", 3), L.one(r"Z FAIL\texample\.com/shipcalc/manifest\t"),
      L.one(r"Z FAIL\texample\.com/shipcalc/rate\t"), L.one(DONE)],
     {},
     "three steps: go version; go build, whose only output is five `go: downloading` lines (a fresh "
     "module cache; not errors); go test without -v (one more `go: downloading` for testify). Two "
     "independent failures, each a testify block. manifest: the committed fixture monday.yaml has a "
     "tab in its indentation, require.NoError prints `Error: Received unexpected error:` and the "
     "yaml message on the next line. rate: a surcharge per started 500 g computed per whole 500 g, "
     "assert.Equal prints `Error: Not equal:` with expected/actual and a Diff. Each is labelled on "
     "its `Error:` line; the `manifest_test.go:17: ` line just above (where t.Errorf's message "
     "starts, otherwise empty) and the `--- FAIL` header are as defensible and in neither list; "
     "`Error Trace:`, the diff and `Test:` lines are notes. The FAIL lines and the runner's exit "
     "line are cascade. `ok units` and `[no test files]` are not failures. No tally")

L = Log("go-ci-script-vet-test-v-noisy-logs-late-failure-long", gz=True)
case(L, GO, "bash ci/test.sh (set -euxo pipefail: go version; gofmt -l check; go vet ./...; go test -count=1 -p 1 -v ./...)", "test",
     [(L.one(r"^    quota_test\.go:26: Take\(1\) with 1 remaining = false, want true \(limit 10, remaining 1\)$"), "window/quota_test.go:26")],
     [L.find(r"^FAIL$", 2), L.one(r"^FAIL\texample\.com/relay/window\t")],
     {},
     "gzipped, about 440 lines. A CI script under `set -x`: go version, gofmt, go vet pass; go test "
     "-v over four packages. Noise that is not a failure: backoff's t.Logf `error budget exhausted "
     "...`; fetch's retry tests log `attempt 10/30 failed: dial tcp ...: connection refused` and "
     "TestRetryGivesUp logs `FAIL path ok: gave up after 3 attempts`; a `--- SKIP` (needs "
     "RELAY_UPSTREAM); recoverer's forty subtests each log `panic: boom N (handler jobN recovered)` "
     "(a recovered panic, indented t.Log output) and `got expected error: upstream failed: 503`. One "
     "real failure in the last package: window.Take refuses the last token (`>=` where `>` was "
     "meant), a t.Errorf; the `--- FAIL: TestTakeExactlyLimit` just below it is in neither list; "
     "the package's FAIL, `FAIL pkg` and the final FAIL are cascade. No tally")

L = Log("go-build-go-mod-requires-newer-go")
case(L, GO, "bash -c 'go version && go build ./...'", "build",
     [(L.one(r"^go: go\.mod requires go >= 1\.27 \(running go 1\.26\.8; GOTOOLCHAIN=local\)$"), "go.mod:3")],
     [],
     {},
     "go version, then go build: go.mod says `go 1.27` (and a toolchain line), written by a "
     "developer's newer Go; CI pins 1.26.8 with GOTOOLCHAIN=local, so the go command refuses the "
     "module before compiling anything. One cause, nothing else printed. No tally")

L = Log("go-make-k-count2-registry-and-deadlock-crlf")
case(L, f"{GO}, {MAKE}", "make -k check (go vet ./...; go test -count=2 ./...; go run ./cmd/seed)", "test",
     [(L.one(r'^    codec_test\.go:19: Register\(csv\): codec: duplicate codec "csv"$'), "codec/codec_test.go:19"),
      (L.one(r"^fatal error: all goroutines are asleep - deadlock!$"), "cmd/seed/main.go:35")],
     [L.find(r"^FAIL$", 2), L.one(r"^FAIL\texample\.com/codecs/codec\t"),
      L.one(r"^make: \*\*\* \[Makefile:11: test\] Error 1$"), L.one(r"^exit status 2$"),
      L.one(r"^make: \*\*\* \[Makefile:14: seed\] Error 1$"),
      L.one(r"^make: Target 'check' not remade because of errors\.$")],
     {},
     "CRLF. make -k check: go vet passes; go test -count=2: codec keeps a package-level registry "
     "that nothing resets, so TestRegisterAndLookup passes in the first of the two runs and its "
     "Register fails in the second (`duplicate codec`; the `--- FAIL` above is in neither list). "
     "make -k goes on to the seed target: cmd/seed waits on its WaitGroup before anything reads the "
     "unbuffered results channel, and the runtime reports `fatal error: all goroutines are asleep - "
     "deadlock!` with the goroutine dump (notes; the `source` is the Wait). Two independent causes "
     "in two programs. `go run`'s `exit status 2`, the FAIL lines and make's Error lines and `not "
     "remade` are cascade. pipeline and sizefmt pass. No tally")

L = Log("go-make-build-constraints-exclude-all")
case(L, f"{GO}, {MAKE}", "make (fmt check; go vet ./usage/...; go test ./usage/...; go build -o bin/diskwatch ./cmd/diskwatch)", "build",
     [(L.one(r"^\timports example\.com/diskwatch/platform: build constraints exclude all Go files in /tmp/wisptriage-holdout11-gopyrust/go-diskwatch-constraints/platform$"), "platform/statfs_darwin.go:1")],
     [L.one(r"^make: \*\*\* \[Makefile:18: build\] Error 1$")],
     {},
     "make echoes each recipe: the fmt check (silent), go vet and go test over usage pass; the "
     "build target fails: platform's only file carries `//go:build darwin` (written on a Mac), so "
     "on Linux no file is left. The message is on the second line of go's two-line import chain "
     "(as holdout4 labels an import cycle); the `package example.com/diskwatch/cmd/diskwatch` line "
     "above it starts the same error and is as defensible. make's Error is cascade. No tally")

L = Log("gha-go-test-json-noisy-logs-parallel-and-multiline")
SL = r'"Package":"example\.com/mdlinks/slug"'
RE = r'"Package":"example\.com/mdlinks/render"'
case(L, f"{GO} (-json){GHA}", "go vet ./...; go test -json -count=1 -p 1 ./... (two steps)", "test",
     [(L.one(r'"Output":"    render_test\.go:7: Report\(nil\) =\\n"'), "render/render_test.go:7"),
      (L.one(r'"Output":"    slug_test\.go:18: Make\(\\"snake_case names\\"\) = \\"snakecase-names\\", want \\"snake_case-names\\"\\n"'), "slug/slug_test.go:18")],
     [L.one(r'"Action":"fail",' + RE + r',"Test":"TestReportNone"'),
      L.one(RE + r',"Output":"FAIL\\n"'), L.one(r'"Output":"FAIL\\texample\.com/mdlinks/render\\t'),
      L.one(r'"Action":"fail",' + RE + r',"Elapsed"'),
      L.one(r'"Action":"fail",' + SL + r',"Test":"TestMake/underscore"'),
      L.one(SL + r',"Test":"TestMake","Output":"--- FAIL: TestMake \('),
      L.one(r'"Action":"fail",' + SL + r',"Test":"TestMake",'),
      L.one(SL + r',"Output":"FAIL\\n"'), L.one(r'"Output":"FAIL\\texample\.com/mdlinks/slug\\t'),
      L.one(r'"Action":"fail",' + SL + r',"Elapsed"'), L.one(DONE)],
     {},
     "two steps: go vet passes; go test -json over three packages, every line a JSON event (the "
     "Time fields are the machine's clock). Noise that is not a failure: scan's passing tests log "
     "`found 2 links: [\"fail.md\" \"#error-codes\"] (FAIL and error targets are ordinary names)` "
     "and `expected error: scan: empty document`; render's passing TestReportTwo logs a multi-line "
     "`report ok:`; a skip (`remote link checks need network`). Two independent failures: "
     "render.Report writes `0 broken links` where TestReportNone wants `no broken links` (a "
     "multi-line t.Errorf, labelled on its first output event), and slug.Make drops underscores "
     "(t.Fatalf in the parallel subtest TestMake/underscore, among PAUSE/CONT events). The `--- "
     "FAIL` output events right below each message are in neither list; the fail actions, TestMake's "
     "own `--- FAIL`, the FAIL outputs and the runner's exit line are cascade. No tally")

L = Log("go-ci-script-coverage-gate-below-threshold")
case(L, GO, "bash ci/coverage.sh (go test -coverprofile, go tool cover -func, then the script's own gate)", "test",
     [(L.one(r"^FAIL: total coverage 46\.7% is below the required 80%$"), "ci/coverage.sh:12")],
     [],
     {},
     "a coverage gate: go test passes in both packages (`ok ... coverage: 44.4% of statements`), go "
     "tool cover -func prints its table with four functions at 0.0% (not errors), `total: "
     "(statements) 46.7%`; then the script's own check prints `FAIL: total coverage 46.7% is below "
     "the required 80%` and exits 1. That line, a project script's message, is the only one saying "
     "what failed. No runner counts: no tally")

L = Log("gha-go-staticcheck-continue-on-error-race-v-success")
case(L, f"{GO} (-race){GHA}", "go version; staticcheck ./... (continue-on-error); go vet ./...; go test -race -count=1 -v ./... (four steps)", "test",
     [], [], {},
     "success. Four steps; the second, staticcheck, is continue-on-error and staticcheck is not "
     "installed: `bash: line 1: staticcheck: command not found` and the runner's `##[error]Process "
     "completed with exit code 127.`, but the job goes on and does not fail on it (exit status 0). "
     "go vet passes silently; go test -race -v passes with t.Log lines that read like failures: "
     "`WARNING: failure 3/3: upstream error: 502 Bad Gateway` (the breaker counting failures it was "
     "fed), `cache: dial tcp: connection refused`, `queue: panic: nil channel` (a recovered panic "
     "the test expects), and a `--- SKIP` whose reason starts `FLAKY:`. No race is reported. go test "
     "prints no totals: no tally")

L = Log("go-build-v-module-downloads-two-package-errors")
case(L, GO, "go build -p 1 -v ./... (fresh module cache)", "build",
     [(L.one(r'^cliopts/cliopts\.go:8:42: cannot use "r" \(untyped string constant\) as \[\]string value in struct literal$'), "cliopts/cliopts.go:8:42"),
      (L.one(r"^report/report\.go:27:1: missing return$"), "report/report.go:27:1")],
     [],
     {},
     "go build -v with a fresh module cache: five `go: downloading` lines (their order varies) and "
     "the package names -v prints, then two independent compile errors in two leaf packages: "
     "cli.StringFlag's Aliases given a string where urfave/cli v2 wants []string (cliopts), and a "
     "switch over cases without a default, `missing return` (report). cmd/logtidy, which imports "
     "both, is never compiled. The `# pkg` headers name the packages. No tally")

L = Log("go-make-test-race-counters-and-timeout-pause")
races = L.find(r"^WARNING: DATA RACE$", None)
case(L, f"{GO} (-race), {MAKE}", "make ci (go vet ./...; go test -race -timeout 5s -count=1 -p 1 ./...)", "test",
     [(races[0], "lru/lru.go:38"),
      (L.one(r"^panic: test timed out after 5s$"), "poller/poller.go:28")],
     [races[1:], L.one(r"^    testing\.go:\d+: race detected during execution of test$"),
      L.one(r"^--- FAIL: TestConcurrentGet \("), L.find(r"^FAIL$", 2),
      L.one(r"^FAIL\texample\.com/cachesvc/lru\t"), L.one(r"^FAIL\texample\.com/cachesvc/poller\t"),
      L.one(r"^make: \*\*\* \[Makefile:10: test\] Error 1$")],
     {},
     "make ci: go vet passes; go test -race -timeout 5s over three packages (keys passes). Two "
     "independent causes. lru.Get releases its mutex and then increments Hits or Miss: the race "
     "detector reports two to four `WARNING: DATA RACE` on those two counters (the number varies "
     "from run to run), one mistake labelled on the first report; the others, `race detected during "
     "execution of test` and the `--- FAIL` with it are cascade. poller sleeps the CDN's 30-minute "
     "revalidation pause between tries, so TestWaitChangeSecondTry waits until `panic: test timed "
     "out after 5s` (`running tests:` and the goroutine dump are notes; the `source` is the "
     "time.After receive). The FAIL lines and make's Error are cascade. No tally")

# ================================================================== Rust
L = Log("gha-rust-test-nocapture-should-panic-noise-two-failures")
case(L, f"{CARGO}{GHA}", "cargo build --offline; cargo test --offline --no-fail-fast -- --nocapture (two steps)", "test",
     [(L.one(r"Z thread 'tests::joins_repeated_names' \(\d+\) panicked at src/lib\.rs:68:9:$"), "src/lib.rs:68"),
      (L.one(r"Z thread 'length_with_spaces_inside' \(\d+\) panicked at src/lib\.rs:40:54:$"), "src/lib.rs:40")],
     [L.one(r"Z     tests::joins_repeated_names$"), L.one(r"Z     length_with_spaces_inside$"),
      L.find(r"Z test result: FAILED\. 3 passed; 1 failed;", 2),
      L.one(r"Z error: test failed, to rerun pass `--lib`$"),
      L.one(r"Z error: test failed, to rerun pass `--test length`$"),
      L.one(r"Z error: 2 targets failed:$"), L.one(r"Z     `--lib`$"), L.one(r"Z     `--test length`$"),
      L.one(DONE)],
     {},
     "two steps: cargo build; cargo test --no-fail-fast -- --nocapture. With --nocapture every "
     "panic is printed where it happens, also those of passing #[should_panic] tests: `thread "
     "'tests::rejects_empty_name' panicked at ...: empty header name`, `thread "
     "'tests::rejects_line_without_colon' panicked at ...: invalid header line`, `thread "
     "'block_with_bad_line_panics' panicked at ...` are followed by `- should panic ... ok` and are "
     "not failures; so are the tests' own eprintln lines `error: feeding a malformed line on "
     "purpose` and `Traceback-like noise: the next panic is expected`. Two real failures: "
     "parse_block joins repeated headers with \",\" where the test wants \", \" (assert_eq, unit "
     "test), and content_length unwraps a ParseIntError on \"1 024\" (integration test). The "
     "run-list `... FAILED` lines are in neither list; the failures lists, `test result: FAILED`, "
     "`error: test failed`, `error: 2 targets failed:` with its list and the runner's exit line are "
     "cascade. The interleaving of the threads' output varies. Several binaries: no tally")

L = Log("rust-cargo-build-e0046-e0507-warning-crlf")
case(L, CARGO, "cargo build --offline", "build",
     [(L.one(r"^error\[E0046\]: not all trait items implemented, missing: `header`$"), "src/m3u.rs:8"),
      (L.one(r"^error\[E0507\]: cannot move out of `\*t` which is behind a shared reference$"), "src/shuffle.rs:12"),
      (L.one(r"^error\[E0507\]: cannot move out of `best\.title` which is behind a shared reference$"), "src/shuffle.rs:21")],
     [L.one(r"^error: could not compile `playlist` \(lib\) due to 3 previous errors; 1 warning emitted$")],
     {"errors": 3, "warnings": 1},
     "CRLF. cargo build: an unused-import warning (not a cause), then three errors. E0046: the "
     "Exporter trait gained `header` and M3u's impl was not updated (Pls's was). Two E0507 in "
     "shuffle.rs: `out.push(*t)` moves a Track out of a reference in deal(), and `Some(best.title)` "
     "moves a String out of a borrowed struct in longest(): two functions, two mistakes (each needs "
     "its own clone), so two causes though the code is the same. `could not compile` is cascade")

L = Log("rust-make-rustc-e0308-e0282-color")
case(L, f"{RUSTC}, {MAKE}", "make check RUSTFLAGS='--edition 2021 -O -C debuginfo=0 --color always' (rustc called directly)", "build",
     [(L.one(ESC + r"error\[E0308\]" + ESC + ESC + r": mismatched types" + ESC + "$"), "src/fmt_table.rs:15"),
      (L.one(ESC + r"error\[E0282\]" + ESC + ESC + r": type annotations needed" + ESC + "$"), "src/main.rs:20")],
     [L.one(r"error" + ESC + ESC + r": aborting due to 2 previous errors"),
      L.one(r"^make: \*\*\* \[Makefile:6: build/csvsum\] Error 1$")],
     {"errors": 2},
     "a Makefile calling rustc directly, colour forced with --color always. Two independent "
     "errors: `out += format!(...)` adds a String where `&str` is wanted (E0308, fmt_table.rs) and "
     "`let names = ....collect();` never names the collection type (E0282, main.rs). rustc's "
     "`aborting due to 2 previous errors` and make's Error are cascade; the `Some errors have "
     "detailed explanations` line is in neither list")

L = Log("gha-rust-fmt-continue-on-error-clippy-warnings-test-fail")
case(L, f"{CLIPPY}, rustfmt 1.95.0{GHA}", "cargo fmt --check (continue-on-error); cargo clippy --offline --all-targets; cargo test --offline (three steps)", "test",
     [(L.one(r"Z thread 'tests::below_freezing_rounds_to_nearest' \(\d+\) panicked at src/lib\.rs:35:9:$"), "src/lib.rs:35")],
     [L.one(r"Z     tests::below_freezing_rounds_to_nearest$"),
      L.one(r"Z test result: FAILED\. 6 passed; 1 failed;"),
      L.one(r"Z error: test failed, to rerun pass `--lib`$"),
      L.find(DONE, 2)[1]],
     {"tests_passed": 6, "tests_failed": 1},
     "three steps. cargo fmt --check is continue-on-error: it prints two `Diff in ...` hunks "
     "(rustfmt colours them itself) and exits 1, and the runner prints `##[error]Process completed "
     "with exit code 1.`, but the job goes on: that ##[error] line and the diff are in neither list "
     "(the exit status is the job's, that of the test step). cargo clippy passes with three "
     "warnings (ptr_arg, needless_borrow, needless_return; `(3 duplicates)` for the lib test), not "
     "causes; the error messages in the parser's source shown in the diff are code. cargo test: "
     "f_to_c truncates -17.77 to -17.7 where the test wants -17.8 (assert_eq with a message). The "
     "run-list FAILED line is in neither list; the failures list, `test result: FAILED`, `error: "
     "test failed` and the last ##[error] are cascade. Tally from the one test binary that ran")

L = Log("rust-cargo-build-script-warnings-deprecated-test-success")
case(L, CARGO, "bash -c 'cargo build --offline --all-targets && cargo test --offline'", "test",
     [], [], {"tests_passed": 7, "tests_skipped": 1},
     "success. cargo build --all-targets prints the build script's cargo:warning lines (`warning: "
     "errcodes@0.9.0: ERRCODES_STRICT not set: duplicate error codes are not checked`, `... "
     "generated 6 error codes (0 failed to parse)`) and a deprecation warning from an example, and "
     "cargo test prints them again; all warnings. The tests are named error_message_lookup, "
     "error_unknown_is_none, failed_lookup_returns_none_not_error, render_panics_on_unknown (a "
     "should_panic, `- should panic ... ok`); one test is `ignored, slow: ...`. Tally summed over "
     "the three binaries' `test result: ok.` lines (4+3+0 passed, 1 ignored); the earlier holdouts "
     "leave several binaries untallied, so an empty tally is as defensible")

L = Log("rust-ci-script-workspace-test-divide-by-zero-long", gz=True)
case(L, CARGO, "bash ci/test.sh (set -euxo pipefail: cargo --version; cargo build --workspace -j 1; cargo test --workspace -j 1)", "test",
     [(L.one(r"^thread 'tests::mean_of_idle_vehicle_is_zero' \(\d+\) panicked at crates/fleet-core/src/lib\.rs:9:5:$"), "crates/fleet-stats/src/lib.rs:6")],
     [L.one(r"^    tests::mean_of_idle_vehicle_is_zero$"), L.one(r"^test result: FAILED\. 40 passed; 1 failed;"),
      L.one(r"^error: test failed, to rerun pass `-p fleet-stats --lib`$")],
     {},
     "gzipped, about 285 lines. A CI script under `set -x`: cargo build over a five-crate workspace, "
     "then cargo test: four crates' unit tests pass (45, 50, 45, 45 `... ok` lines), then in "
     "fleet-stats mean_trip(&[]) divides by the number of trips inside fleet-core's scale(): "
     "`attempt to divide by zero`. The panic's location is the division in fleet-core; the mistake "
     "(no empty case) is in fleet-stats' mean_trip, the `source`. The run-list FAILED line is in "
     "neither list; the failures list, `test result: FAILED` and `error: test failed` are cascade. "
     "cargo stops there (no --no-fail-fast). Several binaries: no tally")

L = Log("gha-rust-clippy-deny-three-lints-color")
case(L, f"{CLIPPY}{GHA}", "cargo build --offline; cargo test --offline; cargo clippy --offline --color always --all-targets -- -D warnings (three steps)", "lint",
     [(L.one(r"Z " + ESC + r"error" + ESC + ESC + r": redundant field names in struct initialization" + ESC + "$"), "src/lib.rs:15:38"),
      (L.one(r"Z " + ESC + r"error" + ESC + ESC + r": this `if` statement can be collapsed" + ESC + "$"), "src/lib.rs:23:9"),
      (L.one(r"Z " + ESC + r"error" + ESC + ESC + r": useless use of `format!`" + ESC + "$"), "src/lib.rs:44:21")],
     [L.one(r"error" + ESC + r": could not compile `inventory` \(lib test\) due to 3 previous errors"),
      L.one(r"error" + ESC + r": could not compile `inventory` \(lib\) due to 3 previous errors"),
      L.one(DONE)],
     {"errors": 3},
     "three steps: cargo build and cargo test (1 passed, 0 doc-tests) pass; cargo clippy "
     "--all-targets -D warnings with colour forced: three lints, each its own cause "
     "(redundant_field_names on `qty: qty`, collapsible_if, useless_format). The lib and the lib "
     "test both fail with the same three (printed once): both `could not compile` lines are "
     "cascade; `warning: build failed, waiting for other jobs to finish...` is in neither list. "
     "Tally: the three errors once")

# ================================================================== Python
L = Log("gha-py-venv-pip-editable-pytest-s-logging-two-failures")
case(L, f"{PYTEST}, {PIP}{GHA}", "python3 -m venv --system-site-packages .venv; .venv/bin/pip install --no-index --no-build-isolation -e '.[test]'; .venv/bin/python -m pytest -s -ra (three steps)", "test",
     [(L.one(r"Z E       AssertionError: \[83, 75\]$"), "tests/test_headers.py:11"),
      (L.one(r"Z E       KeyError: 'customer'$"), "mailqueue/headers.py:19")],
     [L.one(r"Z FAILED tests/test_headers\.py::test_long_header_folds_at_width - "),
      L.one(r"Z FAILED tests/test_headers\.py::test_render_subject - "),
      L.one(r"Z =+ 2 failed, 5 passed, 1 skipped, 1 xfailed in "), L.one(DONE)],
     {"tests_passed": 5, "tests_failed": 2, "tests_skipped": 1},
     "three steps: a venv; pip install -e of the project with no index (`Requirement already "
     "satisfied` lines, an editable wheel built with its temporary directory and sha256); pytest -s "
     "-ra. With -s the package's own log handler writes to the terminal between the progress "
     "dots: `WARNING mailqueue.sender: attempt 1/3 for m2 failed: 421 try again later`, `ERROR "
     "mailqueue.sender: giving up on m3 after 3 attempts`, and `ERROR ... permanent failure for m4, "
     "giving up` with a whole logged Traceback ending `mailqueue.sender.PermanentError: ...`: all "
     "from tests that pass (they check the retry and give-up paths). A skip and an xfail. Two "
     "independent failures in headers.py: fold() measures lines without the header name (`E "
     "AssertionError: [83, 75]`; the two E lines after it are its own message) and a subject "
     "template asks for {customer} where the caller passes name (KeyError). The short summary's "
     "FAILED lines, the closing line and the runner's exit line are cascade")

L = Log("py-unittest-v-logged-tracebacks-one-fail-crlf")
case(L, UNITTEST, "python3 -m unittest discover -v", "test",
     [(L.one(r"^FAIL: test_human_size \(tests\.test_plan\.PlanTest\.test_human_size\)$"), "tests/test_plan.py:17")],
     [L.one(r"^test_human_size \(tests\.test_plan\.PlanTest\.test_human_size\) \.\.\. FAIL$"),
      L.one(r"^FAILED \(failures=1, skipped=1\)$")],
     {"tests_failed": 1, "tests_skipped": 1},
     "CRLF. unittest discover -v. The package configures logging with basicConfig, so two passing "
     "upload tests print `ERROR:syncer.upload:upload failed for x` with a whole Traceback "
     "(`OSError: [Errno 28] No space left on device`, `PermissionError: [Errno 13] Permission "
     "denied: 'b'`) right after their name and before their `ok`: logger.exception output of the "
     "skip-and-continue path they test, not failures. A skip. One FAIL: human_size floors 1536 to "
     "`1 KB` (integer division) where the test wants `1.5 KB`; labelled on unittest's `FAIL:` "
     "header (the AssertionError line is as defensible). The -v verdict `... FAIL` at the top and "
     "`FAILED (failures=1, skipped=1)` are cascade")

L = Log("py-ci-script-pytest-strict-markers-ids-collection-errors-color")
case(L, PYTEST, "bash ci/test.sh (set -euxo pipefail: python3 --version; pip list | grep; compileall; python3 -m pytest --color=yes)", "test",
     [(L.one(r"integraton" + ESC + ESC + r"'" + ESC + " " + ESC + r"not" + ESC + r" found "), "tests/test_business.py:11"),
      (L.one(r"^In test_parse_week: " + ESC + r"3" + ESC + r" parameter sets specified, "), "tests/test_week.py:8")],
     [L.one(r"ERROR" + ESC + r" tests/test_business\.py$"), L.one(r"ERROR" + ESC + r" tests/test_week\.py$"),
      L.one(r"Interrupted: 2 errors during collection"), L.one(r"2 errors" + ESC + ESC + r" in ")],
     {"errors": 2},
     "a CI script under `set -x`: python3 --version, `pip list | grep` (the runner's versions), "
     "compileall; pytest --color=yes with `--strict-markers -ra` from pyproject. Two collection "
     "errors in two modules, no test runs: `@pytest.mark.integraton` (misspelt; `'integraton' not "
     "found in `markers` configuration option`) and a parametrize with three parameter sets and "
     "two ids. pytest prints each message as one line without an `E` prefix, under an `ERROR "
     "collecting` header (in neither list, as defensible). The short summary's ERROR lines, "
     "`Interrupted: 2 errors during collection` and the closing line are cascade")

L = Log("py-make-flake8-mypy-five-codes")
myp = [(r"^billing/invoice\.py:23: error: Missing return statement  \[return\]$", "billing/invoice.py:23"),
       (r'^billing/invoice\.py:29: error: Invalid index type "None" for "Dict\[str, Decimal\]"; expected type "str"  \[index\]$', "billing/invoice.py:29"),
       (r'^billing/export\.py:17: error: Name "to_csv" already defined on line 8  \[no-redef\]$', "billing/export.py:17"),
       (r'^billing/export\.py:26: error: Unused "type: ignore" comment$', "billing/export.py:26"),
       (r'^billing/export\.py:27: error: "Invoice" has no attribute "currency"  \[attr-defined\]$', "billing/export.py:27")]
case(L, f"{MYPY}, {FLAKE8}, {MAKE}", "make test PY=/usr/bin/python3 (flake8 billing; mypy billing; pytest never runs)", "lint",
     [(L.one(p), s) for p, s in myp],
     [L.one(r"^Found 5 errors in 2 files \(checked 3 source files\)$"), L.one(r"^make: \*\*\* \[Makefile:6: lint\] Error 1$")],
     {"errors": 5},
     "make test (make echoes its recipes): flake8 passes (the redefined to_csv carries `# noqa: "
     "F811`); mypy with warn_unused_ignores: five errors, five codes, each its own cause: a missing "
     "return on one path [return], a None index into a dict[str, ...] [index], the redefined "
     "function [no-redef], an unused `type: ignore` comment (no code), an attribute the dataclass "
     "lacks [attr-defined]. `Found 5 errors` and make's Error are cascade; pytest never runs")

L = Log("py-ci-script-flake8-star-import-six-findings-color")
f8 = lambda code, rest: ESC + code + ESC + " " + rest
F601 = L.find(f8("F601", r"dictionary key 'width' repeated with different values$"), 2)
F405 = L.find(f8("F405", r"'\w+' may be undefined, or defined from star imports: gridplot\.palette$"), 7)
case(L, FLAKE8, "bash ci/lint.sh (set -euxo pipefail: flake8 --version; flake8 --color=always gridplot; pytest never runs)", "lint",
     [(F601[0], "gridplot/config.py:3:5"),
      (L.one(f8("E261", r"at least two spaces before inline comment$")), "gridplot/config.py:12:26"),
      (L.one(f8("E231", r"missing whitespace after ','$")), "gridplot/config.py:17:25"),
      (L.one(f8("W391", r"blank line at end of file$")), "gridplot/config.py:18:1"),
      (L.one(f8("F403", r"'from gridplot\.palette import \*' used; unable to detect undefined names$")), "gridplot/draw.py:2:1"),
      (L.one(f8("E712", r"comparison to True should be 'if cond is True:' or 'if cond:'$")), "gridplot/draw.py:6:18")],
     [F601[1:], F405],
     {},
     "a CI script under `set -x`: flake8 --version (its second line `Linux` is the version string "
     "wrapped), flake8 --color=always: fourteen findings, six causes. The `width` key given twice in "
     "DEFAULTS is reported at both occurrences (F601 twice, one mistake: the second is cascade). "
     "E261, E231, W391 and E712 are one finding each. The star import `from gridplot.palette import "
     "*` is F403, and the seven F405 `may be undefined, or defined from star imports` on the three "
     "names it brings follow from it (cascade; reading each F405 as its own finding is defensible, "
     "but they vanish with the one import fixed). flake8 prints no count: no tally")

L = Log("gha-py-module-recursionerror-dependency-cycle")
case(L, f"{PY}{GHA}", "python3 --version; python3 -m compileall -q deptree; python3 -m deptree data/deps.txt (three steps)", "build",
     [(L.one(r"Z RecursionError: maximum recursion depth exceeded$"), "deptree/graph.py:20")],
     [L.one(DONE)],
     {},
     "three steps: python3 --version, compileall pass; the project's build-order tool logs `INFO "
     "deptree: loaded 11 packages` and `WARNING deptree: dependency zlib is not listed; treating it "
     "as external (no error)` (noise), then recurses through auth -> session -> auth, a dependency "
     "cycle its depth-first walk never detects (it marks a package seen only after its "
     "dependencies): the traceback with `[Previous line repeated 991 more times]` and `RecursionError: "
     "maximum recursion depth exceeded`, the cause (the data's cycle is what changed; the `source` "
     "is the recursive call). The runner's exit line is cascade. No tally")

L = Log("gha-py-pip-pytest-filterwarnings-error-deprecation-and-rounding")
case(L, f"{PYTEST}, {PIP}{GHA}", "python3 -m venv --system-site-packages .venv && .venv/bin/pip install --no-index -r requirements-dev.txt; .venv/bin/python -m pytest (two steps)", "test",
     [(L.one(r"Z E           DeprecationWarning: unit alias 'feet' is deprecated, use 'ft'$"), "tests/test_convert.py:21"),
      (L.one(r"Z E       AssertionError: assert '2\.67 m' == '2\.68 m'$"), "tests/test_convert.py:25")],
     [L.one(r"Z FAILED tests/test_convert\.py::test_miles_to_feet - "),
      L.one(r"Z FAILED tests/test_convert\.py::test_fmt_rounds - "),
      L.one(r"Z =+ 2 failed, 3 passed in "), L.one(DONE)],
     {"tests_passed": 3, "tests_failed": 2},
     "two steps: a venv and pip install -r requirements-dev.txt (every line `Requirement already "
     "satisfied`); pytest with `filterwarnings = [\"error\"]` in pyproject. A passing test expects "
     "the alias DeprecationWarning with pytest.warns, another expects a KeyError with "
     "pytest.raises (noise). Two independent failures: test_miles_to_feet uses the deprecated alias "
     "\"feet\", and under filterwarnings=error the warning is raised as an exception (`E "
     "DeprecationWarning: ...`, the `source` is the test's use of the alias); fmt(2.675) gives "
     "2.67 (binary float) where the test wants 2.68. The short summary, the closing line and the "
     "runner's exit line are cascade")

L = Log("py-ci-script-link-warnings-argparse-missing-out")
case(L, PY, "bash ci/docs.sh (set -euxo pipefail: python3 --version; tools/check_links.py docs; tools/render_docs.py --src docs --title ...; ls site never runs)", "build",
     [(L.one(r"^render_docs\.py: error: the following arguments are required: --out$"), "ci/docs.sh:7")],
     [],
     {},
     "a docs job under `set -x`: the link checker prints `warning: docs/errors.md:6: empty link "
     "target`, `warning: docs/index.md:3: insecure link ...` and `checked links in docs: 2 warnings, "
     "0 errors` and exits 0 (noise); render_docs.py is called without its required --out: "
     "argparse prints its usage line (a note) and `render_docs.py: error: the following arguments "
     "are required: --out`, exit 2. The `source` is the call in ci/docs.sh. No tally")

L = Log("gha-py-pip-flake8-pytest-q-warnings-xfail-success")
case(L, f"{PYTEST}, {FLAKE8}, {PIP}{GHA}", "venv + pip install --no-index -r requirements-dev.txt; python3 -m flake8 retrykit tests; .venv/bin/python -m pytest -q (three steps)", "test",
     [], [], {"tests_passed": 4, "tests_skipped": 1, "warnings": 1},
     "success. Three steps: pip's `Requirement already satisfied` lines, flake8 (silent), pytest "
     "-q with -rxXs from pyproject: `....xs`, a warnings summary with a DeprecationWarning "
     "(`retry_call() is deprecated`), the short summary's `XFAIL ... - jitter not implemented: "
     "raises TypeError` and `SKIPPED [1] ...: Traceback formatting differs on PyPy`; the tests "
     "themselves exercise error paths (`error #1: connection reset`, GiveUp). Closing line `4 "
     "passed, 1 skipped, 1 xfailed, 1 warning`; the xfail is not counted as a skip")

L = Log("py-pytest-v-fixture-schema-setup-errors")
setup = L.find(r"^E       sqlite3\.OperationalError: near \"\)\": syntax error$", 3)
case(L, PYTEST, "bash -c 'python3 -m pytest --version && python3 -m pytest -v'", "test",
     [(setup[0], "tests/schema.sql:5")],
     [setup[1:], L.find(r"^tests/test_store\.py::\w+ ERROR +\[", 3),
      L.find(r"^ERROR tests/test_store\.py::\w+ - sqlite3\.", 3),
      L.one(r"^=+ 8 passed, 3 errors in ")],
     {"tests_passed": 8, "errors": 3},
     "pytest --version, then pytest -v: eight passing tests whose ids read like failures "
     "(`test_slugify[Error: Disk Full-error:-disk-full] PASSED`, `[Traceback analysis-...]`, "
     "`[FAILED builds-failed-builds]`, test_get_missing_raises_not_found is a test of an error), "
     "then the store fixture's schema.sql has a trailing comma before `)`: all three store tests "
     "ERROR at setup with the same `sqlite3.OperationalError: near \")\": syntax error` at the same "
     "line of conftest.py, one cause labelled on the first E line (`source` the schema's trailing "
     "comma). The other two E lines, the -v `ERROR` verdicts, the short summary's ERROR lines and "
     "the closing line are cascade; the `ERROR at setup of` headers are in neither list")

with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
missing = set(exits) - {c["id"] for c in out}
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
print(f"wrote {len(out)} cases")
