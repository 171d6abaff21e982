#!/usr/bin/env python3
"""Writes holdout16/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
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
CARGO = "cargo/rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1"
MYPY = "mypy 1.0.1"
FLAKE8 = "flake8 5.0.4"
MAKE = "GNU Make 4.3"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
C = r"(?:\x1b\[[0-9;]*m)*"  # colour codes

# ================================================================ Go
case("gha-go-build-unknown-field-struct-literals-too-many-errors", f"{GO}{GHA}",
     "go version; go build ./...; go test ./... (three steps, the last skipped)", "build",
     [(r"presets/presets\.go:11:41: unknown field Timeout in struct literal of type config\.Service$", "presets/presets.go:11:41")],
     [(r"presets/presets\.go:(1[2-9]|20):\d+: unknown field Timeout", 9), r"presets/presets\.go:20:43: too many errors$", DONE],
     {},
     "three steps; go test never runs. config.Service's Timeout field was split into ReadTimeout and "
     "WriteTimeout and the twelve presets still set Timeout: ten `unknown field Timeout in struct "
     "literal of type config.Service` (the compiler stops at ten) and `too many errors`. One cause "
     "(the rename), labelled on the first; the other nine, `too many errors` and the runner's line "
     "are cascade")

case("go-vet-directive-example-nonconstant-format-crlf", GO,
     "go build ./... && go vet ./...", "lint",
     [(r"^internal/fsx/doc\.go:3:1: //go:debug directive only valid in package main or test$", "internal/fsx/doc.go:3:1"),
      (r"^cmd/slug/main\.go:15:26: non-constant format string in call to fmt\.Fprintf$", "cmd/slug/main.go:15:26"),
      (r"^slug/example_test\.go:15:1: ExampleSlugify refers to unknown identifier: Slugify$", "slug/example_test.go:15:1")],
     [],
     {},
     "CRLF. go build passes (no output); go vet reports three analyzers, one finding each, each its "
     "own cause: directive (a `//go:debug` line in a library package), printf (fmt.Fprintf given "
     "a variable as its format; the module says go 1.24, so the non-constant check applies), tests "
     "(ExampleSlugify documents a function renamed to Make). go vet prints no `# pkg` headers here. "
     "fsx_linux.go's old `// +build linux` line draws no finding. The order of the three lines "
     "follows the packages' completion order and can change")

case("go-test-nil-pointer-panic-and-kilograms-errorf", GO,
     "go vet ./... && go test -count=1 ./...", "test",
     [(r"^panic: runtime error: invalid memory address or nil pointer dereference", "rates/rates.go:28 (label/label.go:22)"),
      (r"^    parcel_test\.go:8: Box\{40 30 20\}\.VolumetricGrams\(\) = 4, want 4800$", "parcel/parcel.go:11")],
     [r"^--- FAIL: TestRenderPostNL", r"^--- FAIL: TestVolumetricGrams", r"^FAIL\texample\.com/shipcalc/label\t",
      r"^FAIL\texample\.com/shipcalc/parcel\t", (r"^FAIL$", 2)],
     {},
     "go vet passes; go test without -v over four packages (cmd `[no test files]`, rates `ok`). Two "
     "independent causes: label.Render calls DisplayName on the nil *Carrier rates.Lookup returns "
     "for an unknown carrier (`PostNL`): `panic: runtime error: invalid memory address or nil "
     "pointer dereference [recovered, repanicked]`, the SIGSEGV line and the goroutine trace "
     "(frames are notes, in neither list); and VolumetricGrams returns kilograms (4) where the test "
     "wants grams (4800): the t.Errorf line. Cascade: the two `--- FAIL:` headers, the two `FAIL "
     "pkg` lines, the bare `FAIL` lines. Packages finish in parallel, so their blocks can come in "
     "another order")

case("gha-go-test-race-v-parallel-unguarded-counter-long", f"{GO} (race detector){GHA}",
     "go version; go vet ./...; go test -race -v -count=1 ./... (three steps)", "test",
     [(r"Z WARNING: DATA RACE$", "ratio/ratio.go:23", None, 0)],
     [(r"Z WARNING: DATA RACE$", None), (r"testing\.go:\d+: race detected during execution of test$", None),
      (r"Z +--- FAIL: ", None), (r"Z FAIL$", 2), r"Z FAIL\texample\.com/unitfmt/ratio\t", DONE],
     {},
     "long: three steps; go test -race -v prints ~130 lines of passing parallel subtests (`=== "
     "RUN`/`=== PAUSE`/`=== CONT`/`--- PASS`) for bytesize and for rate (each `ok`), then ratio: "
     "Format does `calls++` on a package-level counter outside the mutex Calls() takes. The race "
     "detector reports it one to three times (TestFormat's parallel subtests, FormatAll's "
     "goroutines; two or three so far): all one cause, labelled on the first `WARNING: DATA RACE`; "
     "the later WARNING lines, each `race detected during execution of test`, the `--- FAIL:` "
     "lines of the tests and subtests it lands in, `FAIL`, `FAIL pkg` and the runner's line are "
     "cascade. Read/Write/Previous write frames and goroutine-creation blocks are notes")

case("go-test-json-rwmutex-upgrade-timeout", GO,
     "go test -json -count=1 -timeout 3s ./...", "test",
     [(r'"Output":"panic: test timed out after 3s\\n"', "cache/cache.go:43")],
     [r'"Output":"FAIL\\texample\.com/sesscache/cache\\t', r'"Action":"fail","Package":"example\.com/sesscache/cache","Elapsed"'],
     {},
     "go test -json: token passes (`ok` output event, pass events). In cache, Get holds the read "
     "lock and calls Lock to delete an expired entry; RWMutex cannot be upgraded, so TestExpired "
     "blocks until the alarm: `panic: test timed out after 3s`, `running tests:` / `TestExpired "
     "(3s)`, the goroutine dump (one goroutine in `sync.RWMutex.Lock` at cache.go:43), each as an "
     "output event. One cause, labelled on the panic's output event; the package's `FAIL` output "
     "event and its fail event are cascade. No pass/fail counts are printed")

case("go-vet-test-race-v-parallel-success-long", f"{GO} (race detector)",
     "go vet ./... && go test -race -v -count=1 ./...", "test", [], [],
     {},
     "success, long, gzipped: the unitfmt project with the counter bumped under the mutex; go vet "
     "and go test -race -v over three packages of parallel table subtests, all `--- PASS`, three "
     "`ok` lines. Subtest names like `n=1023` and `zero-duration` and the words PAUSE/CONT are "
     "ordinary. go test prints no counts (tally empty)", gz=True)

# ================================================================ Rust
case("rust-cargo-build-missing-hash-derive-e0599-e0381-color", CARGO,
     "cargo build --offline --color always", "build",
     [(C + r"error\[E0599\]" + C + r": the method `entry` exists", "src/index.rs:19:25"),
      (C + r"error\[E0381\]" + C + r": used binding `result` is possibly-uninitialized", "src/query.rs:25:5")],
     [C + r"error\[E0599\]" + C + r": the method `get` exists", C + r"error" + C + r": could not compile `tagindex`"],
     {"errors": 3, "warnings": 1},
     "colour forced (texts keep the codes). Two causes: Tag derives Debug, Clone, PartialEq but "
     "is a HashMap key, so `entry` and `get` are E0599 (`doesn't satisfy Tag: Eq or Tag: Hash`, "
     "help: derive them): one cause, labelled on the first, the second E0599 is cascade; and "
     "query::run's `result` is assigned only in the first loop iteration: E0381 `used binding "
     "result is possibly-uninitialized`. The unused-variable warning and `generated 1 warning` "
     "are in neither list; `Some errors have detailed explanations` is neither; `could not "
     "compile ... due to 3 previous errors; 1 warning emitted` is cascade. tally from that line")

case("gha-rust-build-test-no-fail-fast-unreachable-and-assert", f"{CARGO}{GHA}",
     "cargo --version; cargo build --offline; cargo test --offline --no-fail-fast (three steps)", "test",
     [(r"Z thread 'tests::parses_weeks' \(\d+\) panicked at src/unit\.rs:31:27:$", "src/unit.rs:31:27"),
      (r"Z thread 'long_durations_stay_short' \(\d+\) panicked at tests/format\.rs:23:5:$", "tests/format.rs:23:5")],
     [r"Z test tests::parses_weeks \.\.\. FAILED$", r"Z test long_durations_stay_short \.\.\. FAILED$",
      r"Z ---- tests::parses_weeks stdout ----$", r"Z ---- long_durations_stay_short stdout ----$",
      r"Z     tests::parses_weeks$", r"Z     long_durations_stay_short$", (r"Z test result: FAILED\.", 2),
      r"Z error: test failed, to rerun pass `--lib`$", r"Z error: test failed, to rerun pass `--test format`$",
      r"Z error: 2 targets failed:$", r"Z     `--lib`$", r"Z     `--test format`$", DONE],
     {"tests_passed": 7, "tests_failed": 2, "tests_skipped": 0},
     "three steps; cargo build passes. cargo test --no-fail-fast runs all three targets: in the "
     "unit tests 'w' parses to Unit::Week, whose seconds() is `unreachable!`: `internal error: "
     "entered unreachable code: weeks are converted to days before this`; in tests/format.rs a "
     "bare assert! on the formatted length of 1000d1h: `assertion failed: s.len() <= 6`. Two "
     "causes, each labelled on its `thread '...' panicked at` line (the message follows it). "
     "Cascade: the `... FAILED` result lines, `---- name stdout ----` headers, the failures "
     "lists, the two `test result: FAILED` lines, cargo's `error: test failed, to rerun pass` "
     "lines, `error: 2 targets failed:` with its two target lines, and the runner's line. The "
     "doc-test target's `test result: ok. 0 passed` is ordinary. tally sums the three `test "
     "result` lines (4+3+0 passed, 1+1 failed, 0 ignored)")

# ================================================================ Python
case("py-module-processpool-remote-traceback-zerodivision", PY,
     "python3 -u -m thumbjob manifest.csv", "other",
     [(r"^ZeroDivisionError: division by zero$", "thumbjob/sizes.py:6", 2, 1)],
     [],
     {},
     "an INFO line and five planned images, then the sixth (0x0) divides by zero in a "
     "ProcessPoolExecutor worker. The pool prints `concurrent.futures.process._RemoteTraceback:` "
     "with the worker's traceback inside triple quotes (ending `ZeroDivisionError: division by "
     "zero`), `The above exception was the direct cause of the following exception:`, and the "
     "parent's traceback through fut.result() ending in the same ZeroDivisionError. One cause, "
     "labelled on the chain's last exception line (as the earlier sets label chains); the "
     "worker's own ZeroDivisionError line inside the quoted block, which carries the real "
     "frame (sizes.py:6), is in neither list and is as defensible")

case("gha-py-pytest-sqlite-fixture-setup-errors-and-escape-fail", f"{PYTEST}, {PY}{GHA}",
     "python3 --version; python3 -m pytest (two steps)", "test",
     [(r"Z E       sqlite3\.OperationalError: unable to open database file$", "tests/conftest.py:11", 4, 0),
      (r"Z E       AssertionError: assert '/caf%C3%A9' == '/café'$", "tests/test_paths.py:28")],
     [(r"Z E       sqlite3\.OperationalError: unable to open database file$", 4),
      r"Z FAILED tests/test_paths\.py::test_normalize_decodes_percent_escapes - ",
      (r"Z ERROR tests/test_store\.py::test_\w+ - sqlite3", 4), r"Z =+ 1 failed, 8 passed, 4 errors in ", DONE],
     {"tests_passed": 8, "tests_failed": 1, "errors": 4},
     "two steps; pytest's default report. Two causes: the conftest `db` fixture opens sqlite at "
     "tmp_path/state/visits.sqlite3, and nothing creates `state`: the four tests of test_store.py "
     "ERROR at setup with the same `sqlite3.OperationalError: unable to open database file` "
     "(one cause, labelled on the first E line; the other three are cascade); and, unrelated, "
     "normalize() keeps percent escapes: `AssertionError: assert '/caf%C3%A9' == '/café'` (its "
     "`- /café` / `+ /caf%C3%A9` diff lines are its detail, in neither list). Cascade: the short "
     "summary's FAILED and ERROR lines, the counts line, the runner's line. The `ERROR at setup "
     "of ...` section headers are in neither list")

case("py-pytest-q-module-level-skip-collection-error-color", f"{PYTEST}, {PY}",
     "python3 -m pytest -q --color=yes", "test",
     [(C + r"Using pytest\.skip outside of a test will skip the entire module", "tests/test_windows.py:9")],
     [C + r"ERROR" + C + r" tests/test_windows\.py$", r"Interrupted: 1 error during collection", C + r"1 error" + C + r" in "],
     {"errors": 1},
     "colour forced (texts keep the codes). test_windows.py calls `pytest.skip(...)` at module "
     "level without allow_module_level=True: a collection error `Using pytest.skip outside of a "
     "test will skip the entire module...`, and no test runs. One cause, labelled on that "
     "message line (the `ERROR collecting` header is in neither list); the short summary's "
     "ERROR line, `Interrupted: 1 error during collection` and `1 error in` are cascade")

case("py-unittest-assertraisesregex-mismatch-and-sort-typeerror-crlf", PY,
     "python3 -m unittest", "test",
     [(r"^TypeError: '<' not supported between instances of 'NoneType' and 'str'$", "listenspec/spec.py:35"),
      (r"^AssertionError: \"invalid port\" does not match \"port out of range: 70000\"$", "tests/test_parse.py:25")],
     [r"^ERROR: test_wildcards_first ", r"^FAIL: test_port_too_large ", r"^FAILED \(failures=1, errors=1\)$"],
     {"tests_failed": 1, "errors": 1},
     "CRLF; unittest not verbose (`....F....E`). Two causes: sort_specs sorts by (host, port) "
     "with None hosts for wildcards: `TypeError: '<' not supported between instances of "
     "'NoneType' and 'str'` (an ERROR); and test_port_too_large expects `invalid port` where the "
     "code raises `port out of range: 70000`: the FAIL block shows the SpecError first, then "
     "`During handling of the above exception, another exception occurred:` and `AssertionError: "
     "\"invalid port\" does not match ...`, labelled on the AssertionError line (the SpecError "
     "line is the exception the test got, in neither list, and as defensible). Cascade: the "
     "`ERROR:` / `FAIL:` headers and `FAILED (failures=1, errors=1)`")

case("py-make-k-lint-flake8-four-mypy-three", f"{MAKE}, {FLAKE8}, {MYPY}, {PY}",
     "make -k lint (flake8 invoicer; mypy invoicer)", "lint",
     [(r"^invoicer/render\.py:11:26: W292 ", "invoicer/render.py:11:26"),
      (r"^invoicer/lines\.py:22:12: E713 ", "invoicer/lines.py:22:12"),
      (r"^invoicer/lines\.py:30:35: E741 ", "invoicer/lines.py:30:35"),
      (r"^invoicer/timesheet\.py:27:9: F402 ", "invoicer/timesheet.py:27:9"),
      (r"^invoicer/lines\.py:30: error: .*\[return-value\]$", "invoicer/lines.py:30"),
      (r"^invoicer/timesheet\.py:11: error: .*\[valid-type\]$", "invoicer/timesheet.py:11"),
      (r"^invoicer/timesheet\.py:26: error: .*\[assignment\]$", "invoicer/timesheet.py:26")],
     [r"^make: \*\*\* \[Makefile:7: flake8\] Error 1$", r"^Found 3 errors in 2 files", r"^make: \*\*\* \[Makefile:10: mypy\] Error 1$",
      r"^make: Target 'lint' not remade because of errors\.$"],
     {"errors": 3},
     "make -k lint: flake8 fails (W292 no newline at end of file, E713 `not key in`, E741 "
     "ambiguous `l`, F402 a loop variable named csv shadowing the import) and make -k goes on to "
     "mypy: return-value (`return result.sort(...)`), valid-type (the csv module as a type, with "
     "its `Perhaps you meant to use a protocol` note, a note in neither list), assignment (`total: "
     "Decimal = 0`). Seven findings, each its own cause. Cascade: make's two Error lines, `not "
     "remade`, mypy's `Found 3 errors`. tally errors = mypy's count (flake8 prints none)")

case("gha-py-compileall-pytest-ra-skip-success", f"{PYTEST}, {PY}{GHA}",
     "python3 --version; python3 -m compileall -q visitlog; python3 -m pytest -ra (three steps)", "test", [], [],
     {"tests_passed": 12, "tests_skipped": 1},
     "success: the visitlog project fixed (the fixture creates `state`, normalize() unquotes). "
     "pytest -ra: `12 passed, 1 skipped`; the short summary's `SKIPPED [1] ... drive letters only "
     "on Windows` is ordinary")

missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
