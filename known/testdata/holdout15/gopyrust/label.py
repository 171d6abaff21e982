#!/usr/bin/env python3
"""Writes holdout15/gopyrust/manifest.jsonl: the labels are chosen by hand below; this only looks
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
CARGO = "cargo 1.95.0, rustc 1.95.0"
PY = "Python 3.11.2"
PYTEST = "pytest 7.2.1"
FLAKE8 = "flake8 5.0.4"
MYPY = "mypy 1.0.1"
GHA = "; GitHub Actions wrapping"
DONE = r"##\[error\]Process completed with exit code"
C = r"(?:\x1b\[[0-9;]*m)*"  # ANSI codes between tokens

# ================================================================ Go
case("gha-go-build-interface-new-method-missing-too-many-errors", f"{GO} (go build){GHA}",
     "go version; go build ./...; go test ./... (three steps, the last skipped)", "build",
     [(r"Z wire/wire\.go:24:18: cannot use backend\.NewMem\(\) .* \(missing method Delete\)$", "store/store.go:14")],
     [(r"Z wire/wire\.go:\d+:\d+: cannot use .* does not implement store\.Store \(missing method Delete\)$", 10),
      r"Z wire/wire\.go:31:18: too many errors$", DONE],
     {},
     "three steps: go version, go build, go test (skipped). store.Store gained Delete(key) and none "
     "of the three backends (Mem, LRU, Prefixed) has it yet, so every registration in wire.Setup "
     "fails: ten `cannot use ... as store.Store value ...: *backend.X does not implement "
     "store.Store (missing method Delete)` lines (three types, two argument positions) and `too "
     "many errors`. One cause (the interface change), labelled on the first error; the other nine "
     "and `too many errors` are cascade, with the runner's exit line. The `# example.com/kvwire/wire` "
     "header is in neither list. go build prints no totals")

case("go-vet-loopclosure-stdversion-unsafeptr-printf-crlf", f"{GO} (go vet)", "go vet ./...", "lint",
     [(r"^wire/header\.go:37:19: possible misuse of unsafe\.Pointer$", "wire/header.go:37:19"),
      (r"^report/report\.go:36:16: loop variable h captured by func literal$", "report/report.go:36:16"),
      (r"^report/report\.go:22:16: slices\.Concat requires go1\.22 or later \(module is go1\.21\)$", "report/report.go:22:16"),
      (r"^cmd/pktstat/main\.go:26:2: fmt\.Printf call needs 2 args but has 3 args$", "cmd/pktstat/main.go:26:2")],
     [r"^report/report\.go:38:10: loop variable h captured by func literal$"],
     {},
     "CRLF. go vet over a module whose go.mod says go 1.21 (the build passes): unsafeptr "
     "(uintptr arithmetic kept in a variable before converting back), loopclosure (the goroutine "
     "closure in Resolve uses the loop variable h; with go 1.21 semantics it is shared; reported "
     "at both uses, 36:16 and 38:10, one finding: the second is cascade), stdversion "
     "(slices.Concat is go1.22), printf (three arguments for two verbs). Four causes. The "
     "packages' lines can come in any order; this go vet prints no `#` package headers")

case("go-ci-script-test-index-out-of-range-and-slug-errorf", f"{GO} (gofmt, go vet, go test), GNU bash 5.2.15",
     "./ci/test.sh (set -euxo pipefail: go version; test -z \"$(gofmt -l .)\"; go vet ./...; go test ./...)", "test",
     [(r"^panic: runtime error: index out of range \[7\] with length 7 \[recovered, repanicked\]$", "page/page.go:31"),
      (r"^    slug_test\.go:14: Make\(\"Crème brûlée recipes\"\) = \"cr-me-br-l-e-recipes\"", "slug/slug_test.go:14")],
     [r"^--- FAIL: TestSliceLastPage ", r"^FAIL\texample\.com/feedpage/page\t", r"^--- FAIL: TestMake ",
      r"^FAIL\texample\.com/feedpage/slug\t", (r"^FAIL$", 2)],
     {},
     "CI script under set -x (the `+` trace lines are in neither list); gofmt and go vet pass. go "
     "test without -v: Pager.Bounds never clamps hi to n, so Slice reads titles[7] on the last "
     "page: `panic: runtime error: index out of range [7] with length 7 [recovered, repanicked]` "
     "with the goroutine trace (frames in neither list; source page.go:31, the frame under "
     "panic). Unrelated, slug.Make keeps only ASCII letters, so accented letters become dashes: a "
     "t.Errorf. Two causes. `--- FAIL` lines, `FAIL pkg` lines and the bare FAIL lines are "
     "cascade; `ok  example.com/feedpage/atom` is passing output. Package order can change")

case("gha-go-test-v-parallel-rounding-rows-long", f"{GO} (go vet, go test -v){GHA}",
     "go version; go vet ./...; go test -v -count=1 -parallel 4 ./... (three steps)", "test",
     [(r"Z     timefmt_test\.go:53: Short\((4m59\.7s|59\.6s)\) = ", "timefmt/timefmt.go:11", 2, 0)],
     [(r"Z     timefmt_test\.go:53: Short\((4m59\.7s|59\.6s)\) = ", 2), r"Z --- FAIL: TestShortRounding ",
      r"Z     --- FAIL: TestShortRounding/minute_carry ", r"Z     --- FAIL: TestShortRounding/just_under_minute ",
      (r"Z FAIL$", 2), r"Z FAIL\texample\.com/humanize/timefmt\t", DONE],
     {},
     "three steps: go version, go vet (silent), go test -v -count=1 -parallel 4. size's 40 "
     "parallel subtests and timefmt's 15 + 20 pass (`=== RUN` / `=== PAUSE` / `=== CONT`, t.Logf "
     "lines, sometimes an `=== NAME` line when a paused test resumes its output), then two rows of "
     "the parallel table TestShortRounding fail the same check: Short rounds after it has chosen "
     "the unit, so 59.6s gives \"60s\" and 4m59.7s gives \"4m60s\". One bug, one cause, labelled "
     "on whichever row's t.Errorf comes first (the order of the two rows changes); the other row, "
     "the three `--- FAIL` lines, the bare FAILs, `FAIL example.com/humanize/timefmt` and the "
     "runner's exit line are cascade. `ok  example.com/humanize/size` is passing output")

case("go-test-race-pool-closed-flag-unlocked", f"{GO} (go test -race)", "go test -race -count=1 ./...", "test",
     [(r"^WARNING: DATA RACE$", "pool/pool.go:29")],
     [r"^--- FAIL: TestCloseWhileBusy ", r"^    testing\.go:\d+: race detected during execution of test$",
      (r"^FAIL$", 2), r"^FAIL\texample\.com/connpool/pool\t"],
     {},
     "go test -race without -v: Pool.Get reads p.closed before it takes the mutex, and Close "
     "writes it under the mutex: one `WARNING: DATA RACE` (Read at pool.go:29 by the Get goroutine, "
     "Previous write at pool.go:58 by Close), its stacks and creation sites (neither list), the "
     "`==================` separators (neither), `race detected during execution of test`, "
     "`--- FAIL`, FAIL lines (cascade). `ok  example.com/connpool/backoff` is passing output")

case("go-test-json-unclosed-channel-timeout", f"{GO} (go test -json)", "go test -json -count=1 -timeout 3s ./...", "test",
     [(r'"Test":"TestGrepWarn","Output":"panic: test timed out after 3s\\n"', "tail/tail.go:13")],
     [r'"Action":"output","Package":"example\.com/logtail/tail","Output":"FAIL\\texample\.com/logtail/tail\\t',
      r'"Action":"fail","Package":"example\.com/logtail/tail","Elapsed"'],
     {},
     "go test -json: level passes (its events and `ok` output event are passing output). In tail, "
     "Lines starts a goroutine that sends each line and never closes the channel, so Grep's "
     "`for l := range Lines(r)` never ends: after 3 s `panic: test timed out after 3s`, "
     "`running tests:` / `TestGrepWarn (3s)` and the goroutine dump, all as output events of "
     "TestGrepWarn (neither list, except the panic line, the cause). The dump shows Grep in "
     "[chan receive] at tail.go:25 and a sender left over from TestFirstLine in [chan send]; the "
     "source given is tail.go:13, the goroutine that should close the channel. The package's "
     "`FAIL example.com/logtail/tail` output event and its `\"Action\":\"fail\"` event are "
     "cascade; TestGrepWarn gets no fail event of its own")

case("go-vet-test-cover-humanize-success", f"{GO} (go vet, go test -cover)",
     "bash -c 'go version && go vet ./... && go test -count=1 -cover ./...'", "test", [], [],
     {},
     "success: the humanize project of gha-go-test-v-parallel-rounding-rows-long with the fix "
     "(Short rounds to the second before choosing the unit; gen.sh's fix). Two `ok` lines with "
     "coverage; go test prints no counts, so the tally is empty")

# ================================================================ Rust
case("rust-cargo-build-e0106-e0502-color", CARGO, "cargo build --offline --color always", "build",
     [(r"error\[E0106\]" + C + r": missing lifetime specifier", "src/track.rs:23:35"),
      (r"error\[E0502\]" + C + r": cannot borrow `self\.tracks` as mutable", "src/lib.rs:24:17")],
     [r"error" + C + r": could not compile `playlist` \(lib\) due to 2 previous errors; 1 warning emitted"],
     {"errors": 2, "warnings": 1},
     "cargo colour forced with its own flag (texts keep the codes). Two causes: track.rs's "
     "`wider(a: &str, b: &str) -> &str` has no lifetime (E0106, with its help suggesting <'a>), "
     "and drop_short calls self.tracks.remove(i) inside `for (i, t) in self.tracks.iter()` "
     "(E0502). The unused-import warning, `generated 1 warning`, help/notes and `Some errors have "
     "detailed explanations` are in neither list; `could not compile` is cascade. tally from "
     "`2 previous errors; 1 warning emitted`")

case("gha-rust-build-test-backtrace-unwrap-parseint-and-assert", f"{CARGO}{GHA}",
     "cargo --version; cargo build --offline; cargo test --offline (three steps, RUST_BACKTRACE=1)", "test",
     [(r"Z thread 'parse::tests::column_accepts_spaces_after_commas' \(\d+\) panicked at src/parse\.rs:11:51:$", "src/parse.rs:11:51"),
      (r"Z thread 'stats::tests::mean_fractional' \(\d+\) panicked at src/stats\.rs:50:9:$", "src/stats.rs:50:9")],
     [r"Z test parse::tests::column_accepts_spaces_after_commas \.\.\. FAILED$",
      r"Z test stats::tests::mean_fractional \.\.\. FAILED$",
      r"Z ---- parse::tests::column_accepts_spaces_after_commas stdout ----$",
      r"Z ---- stats::tests::mean_fractional stdout ----$",
      r"Z     parse::tests::column_accepts_spaces_after_commas$", r"Z     stats::tests::mean_fractional$",
      r"Z test result: FAILED\. 8 passed; 2 failed;", r"Z error: test failed, to rerun pass `--lib`$", DONE],
     {"tests_passed": 8, "tests_failed": 2, "tests_skipped": 0},
     "three steps: cargo --version, cargo build (passes), cargo test, with RUST_BACKTRACE=1 set "
     "for the job (as many Rust workflows do), so each panic is followed by a `stack backtrace:` "
     "of 7-17 frames (neither list). Two causes in the unit tests: column() parses \" 40\" "
     "without trimming (`called `Result::unwrap()` on an `Err` value: ParseIntError { kind: "
     "InvalidDigit }`), and mean() divides integers (`assertion failed: (m - 2.5).abs() < 1e-9`). "
     "Each is labelled on its `thread ... panicked at` line (the message line under it is as "
     "defensible). The `... FAILED` lines, `---- ... stdout ----` headers, the failures list "
     "entries, `test result: FAILED`, `error: test failed` and the runner's exit line are "
     "cascade; the integration test never runs. tally from `8 passed; 2 failed; 0 ignored`")

# ================================================================ Python
case("py-module-raise-from-valueerror-rowerror-crlf", PY, "python3 -m stockimport data/acme.csv data/nordfix.csv", "run",
     [(r"^stockimport\.rows\.RowError: 4: cannot import 'BRACKET-L'$", "stockimport/rows.py:21")],
     [],
     {},
     "CRLF. The importer logs INFO lines for the first sheet, then the second has a quantity "
     "written \"1,200\": `ValueError: invalid literal for int() with base 10: '1,200'`, `The "
     "above exception was the direct cause of the following exception:`, and parse_row's `raise "
     "RowError(...) from exc`: `stockimport.rows.RowError: 4: cannot import 'BRACKET-L'`. One "
     "cause, labelled on the chain's last exception line (as the earlier sets label chains); the "
     "ValueError, which says what is wrong with the data, is in neither list and is as defensible")

case("gha-py-compileall-pytest-ra-attributeerror-and-did-not-raise", f"{PY}, {PYTEST}{GHA}",
     "python3 --version; python3 -m compileall -q changelog; python3 -m pytest -ra (three steps)", "test",
     [(r"Z E       Failed: DID NOT RAISE <class 'ValueError'>$", "tests/test_bump.py:20"),
      (r"Z E       AttributeError: 'NoneType' object has no attribute 'group'$", "changelog/parse.py:17", 2, 0)],
     [(r"Z E       AttributeError: 'NoneType' object has no attribute 'group'$", 2),
      r"Z FAILED tests/test_bump\.py::test_rejects_dev_suffix - ", r"Z FAILED tests/test_parse\.py::test_parse_versions - ",
      r"Z FAILED tests/test_parse\.py::test_parse_changes - ", r"Z =+ 3 failed, 7 passed in ", DONE],
     {"tests_passed": 7, "tests_failed": 3},
     "three steps: python3 --version, compileall (silent), pytest -ra (default report). Two "
     "causes: next_version slices the version to three parts, so \"1.2.0.dev1\" is accepted: "
     "`Failed: DID NOT RAISE <class 'ValueError'>`; and the heading regex requires a date, which "
     "`## [Unreleased]` lacks, so parse_heading calls .group on None: the same `AttributeError: "
     "'NoneType' object has no attribute 'group'` at parse.py:17 in two tests (one cause, the "
     "second is cascade). The short summary's FAILED lines, the counts line and the runner's exit "
     "line are cascade; the `file:line: Error` location lines and the source/`>` lines are in neither list")

case("py-pytest-q-import-file-mismatch-collection-color", f"{PY}, {PYTEST}", "python3 -m pytest -q --color=yes", "test",
     [(r"^" + C + r"import file mismatch:$", "tests/unit/test_helpers.py")],
     [r"^" + C + r"ERROR" + C + r" tests/unit/test_helpers\.py$", r"Interrupted: 1 error during collection",
      r"^" + C + r"1 error" + C + r" in "],
     {"errors": 1},
     "pytest colour forced with its own flag (texts keep the codes). tests/unit/ and "
     "tests/integration/ both have a test_helpers.py and neither has an __init__.py, so with the "
     "default rootdir-based import the second is the same module name: `ERROR collecting "
     "tests/unit/test_helpers.py`, `import file mismatch:` with the two paths and the HINT (one "
     "cause, labelled on the error line; the header and the explanation lines are in neither "
     "list). The short summary's ERROR line, `Interrupted: 1 error during collection` and `1 "
     "error in` are cascade; exit 2")

case("py-pytest-v-long-env-fixture-keyerror-setup-errors", f"{PY}, {PYTEST}", "env -u CARRIER_API_TOKEN python3 -m pytest -v", "test",
     [(r"^E       KeyError: 'CARRIER_API_TOKEN'$", "tests/conftest.py:10", 3, 0)],
     [(r"^E       KeyError: 'CARRIER_API_TOKEN'$", 3), (r"^tests/test_tracking\.py::test_\w+ ERROR +\[", 3),
      (r"^ERROR tests/test_tracking\.py::test_\w+ - KeyError: 'CARRIER_API_TOKEN'$", 3),
      r"^=+ 321 passed, 3 errors in "],
     {"tests_passed": 321, "errors": 3},
     "gzipped, long: pytest -v, 321 PASSED rate-table tests, then the three tests of "
     "test_tracking.py need the conftest fixture tracking_client, which reads "
     "os.environ[\"CARRIER_API_TOKEN\"], not set in CI: three `ERROR at setup of ...` with the same "
     "`KeyError: 'CARRIER_API_TOKEN'` at conftest.py:10. One cause (one fixture), labelled on the "
     "first E line; the other two, the three `ERROR` result lines, the short summary's ERROR "
     "lines and the counts line are cascade", gz=True)

case("py-unittest-v-subtest-rows-and-keyerror", PY + " (unittest)", "python3 -m unittest discover -v", "test",
     [(r"^KeyError: 'mi'$", "unitconv/convert.py:22"),
      (r"^AssertionError: 14\.222222222222221 != 0 within 7 places", "unitconv/convert.py:29")],
     [r"^test_road_distances \(tests\.test_convert\.LengthTest\.test_road_distances\) \.\.\. ERROR$",
      (r"^  test_from_fahrenheit \(.*\) \(f=-?\d+\) \.\.\. FAIL$", 3),
      r"^ERROR: test_road_distances ", (r"^FAIL: test_from_fahrenheit .* \(f=-?\d+\)$", 3),
      r"^AssertionError: 194\.22222222222223 != 100 within 7 places", r"^AssertionError: -57\.77777777777778 != -40 within 7 places",
      r"^FAILED \(failures=3, errors=1, skipped=1\)$"],
     {"tests_failed": 3, "errors": 1, "tests_skipped": 1},
     "unittest discover -v on Python 3.11 (subTest rows get their own result lines). Two causes: "
     "the FACTORS table has no miles, `KeyError: 'mi'` (an ERROR); and temperature() computes "
     "`value - 32 * 5 / 9` (precedence), so three subTest rows of test_from_fahrenheit fail the "
     "same assertAlmostEqual, numbers apart: one cause on the first AssertionError, the other two "
     "cascade. The result lines, `ERROR:` / `FAIL:` headers and `FAILED (failures=3, errors=1, "
     "skipped=1)` are cascade; the skip (`Rankine not supported yet`) is neither. tally from the "
     "FAILED line (unittest prints `Ran 9 tests`, no passed count)")

case("py-ci-script-flake8-mypy-nine-causes", f"{PY}, {FLAKE8}, {MYPY}, GNU bash 5.2.15",
     "./ci/lint.sh (set -x; flake8 --version; flake8 mailmerge; python3 -m mypy --version; python3 -m mypy; exit 1 if either failed)", "lint",
     [(r"^mailmerge/cli\.py:4:1: E402 ", "mailmerge/cli.py:4:1"), (r"^mailmerge/cli\.py:13:1: W293 ", "mailmerge/cli.py:13:1"),
      (r"^mailmerge/cli\.py:15:9: E128 ", "mailmerge/cli.py:15:9"), (r"^mailmerge/render\.py:29:12: F632 ", "mailmerge/render.py:29:12"),
      (r"^mailmerge/render\.py:39:36: F541 ", "mailmerge/render.py:39:36"),
      (r"^mailmerge/render\.py:27: error: List item 1 has incompatible type .*\[list-item\]$", "mailmerge/render.py:27"),
      (r"^mailmerge/render\.py:36: error: Cannot instantiate abstract class .*\[abstract\]$", "mailmerge/render.py:36"),
      (r"^mailmerge/cli\.py:12: error: No overload variant of \"open\" matches argument types .*\[call-overload\]$", "mailmerge/cli.py:12"),
      (r"^mailmerge/cli\.py:21: error: Function .* could always be true in boolean context  \[truthy-function\]$", "mailmerge/cli.py:21")],
     [r"^mailmerge/cli\.py:5:1: E402 ", r"^mailmerge/cli\.py:7:1: E402 ", r"^Found 4 errors in 2 files"],
     {"errors": 4},
     "CI script under set -x (trace lines in neither list) that runs both linters and exits 1 at "
     "the end. flake8: cli.py puts `sys.path.insert(0, \".\")` before its imports, so the three "
     "imports after it each get E402 (one finding repeated: one cause on the first, two cascade); "
     "W293 (whitespace on a blank line), E128 (continuation under-indented), F632 (`is \"\"`), F541 "
     "(f-string without placeholders). mypy: list-item, abstract (PrintBackend lacks close), "
     "call-overload (open(path, \"r\", \"utf-8\") passes the encoding as buffering; its eight "
     "`Possible overload variants` note lines are in neither list), truthy-function "
     "(`paths.sort` not called). Nine causes. `Found 4 errors` is cascade; tally errors = mypy's "
     "count (flake8 prints none)")

case("gha-py-flake8-mypy-unittest-v-success", f"{PY}, {FLAKE8}, {MYPY}, unittest{GHA}",
     "python3 -m flake8 unitconv tests; python3 -m mypy; python3 -m unittest discover -v (three steps)", "test", [], [],
     {"tests_skipped": 1},
     "success: the unitconv project of py-unittest-v-subtest-rows-and-keyerror with both fixes "
     "(miles added, `(value - 32) * 5 / 9`; gen.sh's fix). flake8 silent, mypy strict `Success: "
     "no issues found in 2 source files`, unittest `Ran 9 tests`, `OK (skipped=1)`")
missing = set(exits) - seen
if missing:
    sys.exit(f"not labelled: {sorted(missing)}")
with open(f"{here}/manifest.jsonl", "w") as f:
    for c in sorted(out, key=lambda c: list(exits).index(c["id"])):
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} cases")
