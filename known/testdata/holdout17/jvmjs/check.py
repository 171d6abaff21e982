#!/usr/bin/env python3
"""Checks holdout17/jvmjs/manifest.jsonl against the logs: each line parses and has the fields
score_known.py reads, each root cause's line number holds exactly its text (CR dropped, as for a
CRLF log), root causes are in line order, cascade lines exist, are not blank and are not root
causes, exit_status and outcome agree with logs/exits.tsv, a success has no root causes, tally
keys are the known ones, every log is in the manifest and is under 600 lines. With -v prints
every labelled line (ANSI codes removed)."""
import gzip, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
verbose = "-v" in sys.argv
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
FIELDS = {"id", "file", "producer", "command", "exit_status", "outcome", "kind", "root_causes",
          "cascade_lines", "tally", "notable_lines", "notes"}
TALLY = {"tests_passed", "tests_failed", "tests_skipped", "errors", "warnings", "duration_s"}
KINDS = {"build", "test", "lint", "mixed", "runtime"}
exits = {}
for raw in open(os.path.join(here, "logs", "exits.tsv")):
    i, rc = raw.rstrip("\n").split("\t")
    exits[i] = int(rc)
bad = 0
ids = set()
files = set()
for n, raw in enumerate(open(os.path.join(here, "manifest.jsonl")), 1):
    case = json.loads(raw)
    errs = []
    missing = FIELDS - set(case)
    if missing:
        errs.append(f"missing fields {sorted(missing)}")
    if case["id"] in ids:
        errs.append("duplicate id")
    ids.add(case["id"])
    files.add(case["file"])
    path = os.path.join(here, case["file"])
    data = gzip.open(path).read() if path.endswith(".gz") else open(path, "rb").read()
    lines = data.decode().split("\n")
    if lines and lines[-1] == "":
        lines.pop()

    def text(k):
        return lines[k - 1].rstrip("\r") if 1 <= k <= len(lines) else None

    if len(lines) > 600:
        errs.append(f"{len(lines)} lines (over 600)")
    if exits.get(case["id"]) != case["exit_status"]:
        errs.append(f"exit_status {case['exit_status']} != exits.tsv {exits.get(case['id'])}")
    if (case["outcome"] == "success") != (case["exit_status"] == 0):
        errs.append("outcome does not follow exit_status")
    if case["outcome"] == "success" and case["root_causes"]:
        errs.append("success with root causes")
    if case["outcome"] == "failure" and not case["root_causes"]:
        errs.append("failure without root causes")
    if case["kind"] not in KINDS:
        errs.append(f"kind {case['kind']!r}")
    if set(case["tally"]) - TALLY:
        errs.append(f"unknown tally keys {sorted(set(case['tally']) - TALLY)}")
    prev = 0
    for rc in case["root_causes"]:
        if text(rc["line"]) != rc["text"]:
            errs.append(f"line {rc['line']}: {text(rc['line'])!r} != {rc['text']!r}")
        if rc["line"] <= prev:
            errs.append("root causes out of order")
        prev = rc["line"]
        if rc["line"] in case["cascade_lines"]:
            errs.append(f"line {rc['line']} is both root cause and cascade")
        if not rc.get("source"):
            errs.append(f"line {rc['line']}: no source")
    if case["cascade_lines"] != sorted(set(case["cascade_lines"])):
        errs.append("cascade lines not sorted or repeated")
    for k in case["cascade_lines"]:
        if text(k) is None or not ANSI.sub("", text(k)).strip():
            errs.append(f"cascade line {k} is missing or blank")
    print(f"{case['id']}: {len(lines)} lines, exit {case['exit_status']}, "
          f"{len(case['root_causes'])} root cause(s) {'OK' if not errs else 'BAD'}")
    for e in errs:
        print("   ", e)
    if verbose:
        for rc in case["root_causes"]:
            print(f"    rc {rc['line']}: {ANSI.sub('', rc['text'])[:160]}")
        for k in case["cascade_lines"]:
            print(f"    cascade {k}: {ANSI.sub('', text(k))[:160]}")
    bad += bool(errs)
if set(exits) - ids:
    print("in exits.tsv but not in the manifest:", sorted(set(exits) - ids))
    bad += 1
on_disk = {f"logs/{f}" for f in os.listdir(os.path.join(here, "logs")) if f != "exits.tsv"}
if on_disk != files:
    print("logs and manifest differ:", sorted(on_disk ^ files))
    bad += 1
sys.exit(1 if bad else 0)
