#!/usr/bin/env python3
"""Writes holdout12/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
up the line numbers (each pattern must match exactly the lines meant, else it stops) so a
regeneration that moves lines is re-labelled the same way, or stops when a pattern no longer fits."""
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
    """line numbers whose text matches pat (regex, searched); n = how many expected (None: >= 1)"""
    hits = [i + 1 for i, l in enumerate(ls) if re.search(pat, l)]
    if (n is None and not hits) or (n is not None and len(hits) != n):
        sys.exit(f"pattern {pat!r}: {len(hits)} hits {hits[:20]}, want {n}")
    return hits


out = []
seen = set()


def case(id, producer, command, kind, roots, cascade, tally, notes, gz=False):
    """roots: (pattern, source) or (pattern, source, n, which);
    cascade: pattern, (pattern, n) or (pattern, n, "rest") = all hits but the first"""
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
        if isinstance(c, str):
            cas += find(ls, c, 1)
        elif len(c) == 2:
            cas += find(ls, c[0], c[1])
        else:
            cas += find(ls, c[0], c[1])[1:]
    cas = sorted(set(cas) - {r["line"] for r in rcs})
    if (rc == 0) != (not rcs):
        sys.exit(f"{id}: exit {rc} but {len(rcs)} root causes")
    out.append({"id": id, "file": f, "producer": producer, "command": command,
                "exit_status": rc, "outcome": "success" if rc == 0 else "failure", "kind": kind,
                "root_causes": rcs, "cascade_lines": cas, "tally": tally,
                "notable_lines": [], "notes": notes})


GO = "go 1.26.8"
CARGO = "cargo 1.95.0"
CLIPPY = "clippy 0.1.95"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1 (Python 3.11.2)"
MYPY = "mypy 1.0.1"
FLAKE8 = "flake8 5.0.4"
BASH = "GNU bash 5.2.15"
MAKE = "GNU Make 4.3"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
ESC = r"(?:\x1b\[[0-9;]*m)*"

# ================================================================ Go
case("go-build-pointer-receiver-and-mismatched-types-crlf", GO,
     "bash -c 'go version && go build -p 1 ./...'", "build",
     [(r"^internal/money/tax\.go:8:9: invalid operation: cents \* r \(mismatched types int64 and Rate\)$",
       "internal/money/tax.go:8:9"),
      (r"^internal/render/invoice\.go:23:13: cannot use buf .* \(method Write has pointer receiver\)$",
       "internal/render/invoice.go:23:13")],
     [], {},
     "CRLF. go build -p 1 over three packages: money multiplies an int64 by a Rate (a float64 "
     "type): `mismatched types int64 and Rate`; render passes a Buffer value to an io.Writer "
     "parameter while Write has a pointer receiver: `Buffer does not implement io.Writer (method "
     "Write has pointer receiver)`. Two packages, two independent causes. The `# package` header "
     "lines go prints before each package's errors are neither root cause nor cascade")

case("gha-go-build-vet-six-analyzers", f"{GO}{GHA}",
     "go version; go build ./...; go vet ./... (three steps)", "lint",
     [(r"Z probe/probe\.go:38:5: second argument to errors\.As must be a non-nil pointer", "probe/probe.go:38:5"),
      (r"Z probe/probe\.go:28:8: using resp before checking for errors$", "probe/probe.go:28:8"),
      (r"Z probe/probe\.go:21:7: the cancel function returned by context\.WithTimeout should be called", "probe/probe.go:21:7"),
      (r"Z report/report\.go:12:10: conversion from int to string yields a string of one rune", "report/report.go:12:10"),
      (r"Z report/report_test\.go:16:6: Testline_empty has malformed name", "report/report_test.go:16:6"),
      (r"Z report/report\.go:13:2: result of fmt\.Sprintf call not used$", "report/report.go:13:2")],
     [DONE], {},
     "three steps; go version and go build pass (vet findings do not stop a build), go vet "
     "reports six findings from six analyzers (errorsas, httpresponse, lostcancel, stringintconv, "
     "tests, unusedresult), each its own root cause; go vet prints no `# package` headers here "
     "and no summary. The runner's exit line is cascade")

case("go-test-v-long-prerelease-row-gz", GO,
     "bash -c 'go vet ./... && go test -count=1 -p 1 -v ./...'", "test",
     [(r"^    semver_test\.go:55: Compare\(\"1\.0\.0-beta\.2\", \"1\.0\.0-beta\.11\"\) = 1, want -1$",
       "semver/semver.go:61")],
     [r"^--- FAIL: TestComparePrerelease \(", r"^    --- FAIL: TestComparePrerelease/1\.0\.0-beta\.2_vs_1\.0\.0-beta\.11 \(",
      (r"^FAIL$", 2), r"^FAIL\texample\.com/semver/semver\t"],
     {},
     "gzipped. go vet passes silently; go test -v over constraint (60 subtests, ok) and semver "
     "(120 TestParse rows, six TestParseErrors rows logging `got expected error: ...`), then one "
     "row of TestComparePrerelease fails: prerelease identifiers are compared as strings, so "
     "beta.11 sorts before beta.2. The t.Errorf message is two lines; the first is the root "
     "cause, its continuation line (`prerelease identifiers that are numbers ...`) is part of "
     "the message and in neither list. The two `--- FAIL` lines, the two bare `FAIL` lines and "
     "`FAIL example.com/semver/semver` are cascade. go test -v prints no counts: tally empty",
     gz=True)

case("gha-go-vet-test-json-waitgroup-timeout", f"{GO}{GHA}",
     "go vet ./...; go test -count=1 -p 1 -json -timeout 3s ./... (two steps)", "test",
     [(r"\"Output\":\"panic: test timed out after 3s\\n\"\}$", "batch/batch.go:24")],
     [r"\"Output\":\"FAIL\\texample\.com/batcher/batch\\t[0-9.]+s\\n\"\}$",
      r"\"Action\":\"fail\",\"Package\":\"example\.com/batcher/batch\",\"Elapsed\"", DONE],
     {},
     "two steps, go vet passes. go test -json: batch.Run calls wg.Done() only on success, so when "
     "fn returns an error the WaitGroup never reaches zero and TestRunCollectsErrors hangs until "
     "`panic: test timed out after 3s` (an output event of the test, followed by `running "
     "tests:` and the goroutine dump as more output events; the dump's frame in batch.go is the "
     "wg.Wait). The test gets no `fail` event; the package's `FAIL` output and `fail` action "
     "events and the runner's exit line are cascade. retry passes; one of its tests logs `gave up "
     "as expected` and another's fake returns `transient error: connection reset` (not printed)")

case("go-ci-script-race-append-and-normalize-fail", f"{GO} (-race), {BASH}",
     "bash ci/test.sh (set -euxo pipefail: go version; gofmt -l; go vet; go test -race -count=1 -p 1 ./...)", "test",
     [(r"^WARNING: DATA RACE$", "crawl/crawl.go:22", None, 0),
      (r"^    urlnorm_test\.go:17: Normalize\(\"http://example\.com:80\"\) = ", "urlnorm/urlnorm.go:17")],
     [(r"^WARNING: DATA RACE$", None, "rest"), r"^    testing\.go:\d+: race detected during execution of test$",
      r"^--- FAIL: TestCollect \(", r"^--- FAIL: TestNormalize \(", (r"^FAIL$", 3),
      r"^FAIL\texample\.com/crawler/crawl\t", r"^FAIL\texample\.com/crawler/urlnorm\t"],
     {},
     "a CI script under set -x (the `+` trace lines are neither). gofmt and go vet pass. go test "
     "-race without -v: crawl.Collect appends to a shared slice from one goroutine per seed: "
     "one or two `WARNING: DATA RACE` reports (the number varies from run to run: a read/write of "
     "the slice header and, often, growslice/slicecopy on its array) from the one missing mutex, "
     "labelled on the first; the other report, `race detected during execution of test` and "
     "the `--- FAIL` are cascade. Unrelated: urlnorm strips the default port only for https, "
     "TestNormalize's t.Errorf on the http row. The three bare `FAIL` lines and the two `FAIL "
     "pkg` lines are cascade")

case("gha-go-build-vet-test-v-skip-success", f"{GO}{GHA}",
     "go build ./...; go vet ./...; go test -count=1 -v ./... (three steps)", "test",
     [], [], {},
     "three steps, all pass. go test -v: a subtest named `error-failed-to-parse`, a test logging "
     "`error (expected): slug: empty after cleaning`, one `--- SKIP`; `PASS`, `ok`. go test prints "
     "no counts: tally empty")

# ================================================================ Rust
case("gha-rust-build-e0599-trait-scope-e0061-color", f"{CARGO}{GHA}",
     "cargo --version; cargo build --offline --color always (two steps)", "build",
     [(r"Z " + ESC + r"error\[E0599\]" + ESC + r": no method named `flush` found for struct `Vec<u8>`", "src/emit.rs:18:9"),
      (r"Z " + ESC + r"error\[E0061\]" + ESC + r": this method takes 3 arguments but 2 arguments were supplied", "src/parse.rs:12:28")],
     [r"error" + ESC + r": could not compile `logfmt` \(bin \"logfmt\"\) due to 2 previous errors", DONE],
     {"errors": 2},
     "cargo's colour forced (texts keep the codes). emit_all calls buf.flush() on a Vec<u8> "
     "without `use std::io::Write` (write!/writeln! in emit work through the generic W: "
     "io::Write bound): E0599 with `items from traits can only be used if the trait is in "
     "scope`; parse_line calls Record::with with two of its three arguments: E0061. Two "
     "independent causes; `could not compile ... due to 2 previous errors` and the runner's exit "
     "line are cascade; `Some errors have detailed explanations` is neither")

case("rust-cargo-test-no-fail-fast-result-err-and-assert-eq-crlf", CARGO,
     "cargo test --offline --no-fail-fast", "test",
     [(r"^Error: BadNumber\(ParseIntError \{ kind: Empty \}\)$", "src/lib.rs:82"),
      (r"^thread 'whole_units' \(\d+\) panicked at tests/roundtrip\.rs:12:5:$", "tests/roundtrip.rs:12:5")],
     [r"^test tests::combined \.\.\. FAILED$", r"^test whole_units \.\.\. FAILED$",
      r"^    tests::combined$", r"^    whole_units$", (r"^test result: FAILED\. ", 2),
      r"^error: test failed, to rerun pass `--lib`$", r"^error: test failed, to rerun pass `--test roundtrip`$",
      r"^error: 2 targets failed:$"],
     {"tests_passed": 5, "tests_failed": 2},
     "CRLF. cargo test --no-fail-fast. Unit test `combined` returns Result and parses \"1h 30m\" "
     "(with a space, which parse does not allow) with `?`: the test's only output is `Error: "
     "BadNumber(ParseIntError { kind: Empty })` (the first failure line; no `panicked` line). "
     "Integration test whole_units: format() uses `>` instead of `>=` so format(60) is \"60s\": "
     "`thread 'whole_units' (N) panicked at` then assert_eq's left/right. Two causes. The thread "
     "id in `(N)` differs from run to run. `test ... FAILED`, the failures lists, both `test "
     "result: FAILED`, the two `error: test failed` and `error: 2 targets failed` are cascade. "
     "Tally: 3+2 passed, 1+1 failed, doc-tests 0")

case("rust-cargo-clippy-deny-three-lints", f"{CLIPPY}, {CARGO}",
     "cargo clippy --offline -- -D warnings", "lint",
     [(r"^error: unneeded `return` statement$", "src/store.rs:14:9"),
      (r"^error: you are using an explicit closure for cloning elements$", "src/store.rs:22:36"),
      (r"^error: you seem to want to iterate on a map's values$", "src/store.rs:34:23")],
     [r"^error: could not compile `kvstore` \(lib\) due to 3 previous errors$"],
     {"errors": 3},
     "clippy with -D warnings: needless_return, map_clone, for_kv_map, each its own cause (the "
     "error line; the `= note: -D clippy::... implied by -D warnings` lines are part of each "
     "diagnostic, neither list). `could not compile ... due to 3 previous errors` is cascade")

# ================================================================ Python
case("gha-py-pytest-fixture-not-found-and-param-fail", f"{PYTEST}{GHA}",
     "python3 --version; python3 -m pytest (two steps)", "test",
     [(r"Z E       fixture 'tmp_dir' not found$", "tests/test_clean_file.py:14"),
      (r"Z E       AssertionError: assert 'nits' == 'units'$", "csvclean/clean.py:8")],
     [r"Z FAILED tests/test_header\.py::test_normalise_header\[", r"Z ERROR tests/test_clean_file\.py::test_clean_file_writes_normalised_header$",
      r"Z =+ 1 failed, 5 passed, 1 error in ", DONE],
     {"tests_passed": 5, "tests_failed": 1, "errors": 1},
     "two steps. pytest's default report: a test asks for fixture `tmp_dir` (meant tmp_path): "
     "`ERROR at setup`, `E       fixture 'tmp_dir' not found` and the list of available fixtures; "
     "unrelated, one parametrized row fails: normalise_header drops `Ü` (the regex keeps only "
     "ASCII letters): `E       AssertionError: assert 'nits' == 'units'`. Two causes on the `E` "
     "lines; the short summary's FAILED/ERROR lines, the final counts line and the runner's exit "
     "line are cascade")

case("py-pytest-q-parametrize-argname-collection-error-color", PYTEST,
     "python3 -m pytest -q --color=yes", "test",
     [(r"^In test_price: function uses no argument " + ESC + "'" + ESC + "expected", "tests/test_price.py:6")],
     [r"^" + ESC + r"ERROR" + ESC + r" tests/test_price\.py$", r"Interrupted: 1 error during collection",
      r"1 error" + ESC + r" in "],
     {"errors": 1},
     "pytest -q, colour forced (texts keep the codes). @pytest.mark.parametrize names "
     "`expected`, the test function takes `want`: a collection error, `In test_price: function "
     "uses no argument 'expected'`; nothing runs (`Interrupted: 1 error during collection`, exit "
     "2). One cause; the summary's ERROR line, `Interrupted` and `1 error in` are cascade")

case("py-unittest-v-assertraises-not-raised-and-typeerror", f"{PY} unittest",
     "python3 -m unittest discover -v", "test",
     [(r"^FAIL: test_line_without_equals_is_error \(tests\.test_loader\.LoadTextTest\.test_line_without_equals_is_error\)$",
       "tests/test_loader.py:19"),
      (r"^ERROR: test_port_of \(tests\.test_loader\.LoadTextTest\.test_port_of\)$", "semconf/loader.py:46")],
     [r"^test_line_without_equals_is_error \(.*\) \.\.\. FAIL$", r"^test_port_of \(.*\) \.\.\. ERROR$",
      r"^FAILED \(failures=1, errors=1, skipped=1\)$"],
     {"tests_failed": 1, "errors": 1, "tests_skipped": 1},
     "unittest discover -v: load_text silently skips a line without `=`, so assertRaises gets "
     "nothing: `AssertionError: ConfigError not raised`; unrelated, `port = 80 80` stays a "
     "string and port_of adds 0 to it: `TypeError: can only concatenate str (not \"int\") to str`. "
     "One skip. Labelled, as in holdout11, on each block's `FAIL:`/`ERROR:` header (the ERROR "
     "block comes first in the report, though its test ran second); the `... FAIL`/`... ERROR` "
     "verdict lines and `FAILED (failures=1, errors=1, skipped=1)` are cascade. `Ran 9 tests`")

case("py-ci-script-mypy-four-errors", f"{MYPY}, {BASH}",
     "bash ci/typecheck.sh (set -euxo pipefail: python3 --version; mypy --version; mypy shiptrack)", "lint",
     [(r"^shiptrack/service\.py:19: error: Argument 2 to \"Event\" has incompatible type", "shiptrack/service.py:19"),
      (r"^shiptrack/service\.py:23: error: Item \"None\" of \"Optional\[Shipment\]\" has no attribute \"latest\"", "shiptrack/service.py:23"),
      (r"^shiptrack/service\.py:23: error: Item \"None\" of \"Union\[Event, None, Any\]\" has no attribute \"place\"", "shiptrack/service.py:23"),
      (r"^shiptrack/service\.py:33: error: Function is missing a type annotation", "shiptrack/service.py:33")],
     [r"^Found 4 errors in 1 file \(checked 3 source files\)$"],
     {"errors": 4},
     "a CI script under set -x. mypy (disallow_untyped_defs): record() passes its status str "
     "where Event wants a Status [arg-type]; where() uses dict.get's Optional result (`Item "
     "\"None\" of \"Optional[Shipment]\" has no attribute \"latest\"`) and then latest()'s "
     "Optional result (`... has no attribute \"place\"`) on the same line: two findings, two "
     "missing None checks, two causes (the `Any` in the second's Union comes from the first, but "
     "fixing the first leaves the second); summary() is unannotated [no-untyped-def]. Four "
     "causes; `Found 4 errors` is cascade")

case("py-flake8-e117-f821-e999", FLAKE8,
     "bash -c 'python3 -m flake8 --version && python3 -m flake8 wikistats'", "lint",
     [(r"^wikistats/cli\.py:19:13: E117 over-indented$", "wikistats/cli.py:19:13"),
      (r"^wikistats/pages\.py:27:5: F821 undefined name 'log'$", "wikistats/pages.py:27:5"),
      (r"^wikistats/legacy\.py:9:10: E999 SyntaxError: Missing parentheses in call to 'print'", "wikistats/legacy.py:9:10")],
     [], {},
     "flake8 --version (two lines), then three findings in three files: E117, F821 (a module "
     "logs through a `log` it never defines), E999 (a Python 2 print statement; flake8 reports "
     "nothing else for that file). Three causes; flake8 prints no total without --count")

case("py-make-glossary-info-then-unicodedecodeerror-long", f"{PY}, {MAKE}",
     "make (python3 -m compileall -q glossary; python3 -m glossary.build data/terms.csv build/index.json)", "run",
     [(r"^UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position \d+: invalid continuation byte$",
       "data/terms.csv")],
     [r"^make: \*\*\* \[Makefile:11: index\] Error 1$"],
     {},
     "make runs compileall (quiet), then the glossary builder: about 245 `INFO glossary: indexed "
     "... under X` lines, then a Latin-1 `é` further on in the CSV stops the utf-8 decode: a "
     "Traceback through runpy, build.py and csv.py ending in `UnicodeDecodeError` (the root "
     "cause, on the exception line). make's `*** [Makefile:11: index] Error 1` is cascade")

case("gha-py-flake8-pytest-q-xfail-skip-success", f"{FLAKE8}, {PYTEST}{GHA}",
     "python3 -m flake8 tempconv tests; python3 -m pytest -q -rsx (two steps)", "test",
     [], [], {"tests_passed": 9, "tests_skipped": 1},
     "two steps, both pass: flake8 silent; pytest -q -rsx: `.........xs`, the short summary lists "
     "the SKIPPED (`Windows locale test`) and the XFAIL (`Kelvin input is not supported yet`), "
     "`9 passed, 1 skipped, 1 xfailed`")

missing = set(exits) - seen
if missing:
    sys.exit(f"in exits.tsv but not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in out:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
