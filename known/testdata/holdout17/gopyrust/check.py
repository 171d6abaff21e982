#!/usr/bin/env python3
"""Checks holdout17/gopyrust/manifest.jsonl against the logs: each line parses, each root cause's line number holds
exactly its text (CR dropped, as for a CRLF log), cascade lines exist and are not root causes,
exit_status and outcome agree with logs/exits.tsv. With -v prints every labelled line."""
import gzip, json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
verbose = "-v" in sys.argv
exits = {}
for raw in open(os.path.join(here, "logs", "exits.tsv")):
    i, rc = raw.rstrip("\n").split("\t")
    exits[i] = int(rc)
bad = 0
ids = set()
for n, raw in enumerate(open(os.path.join(here, "manifest.jsonl")), 1):
    case = json.loads(raw)
    ids.add(case["id"])
    path = os.path.join(here, case["file"])
    data = gzip.open(path).read() if path.endswith(".gz") else open(path, "rb").read()
    lines = data.decode().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    def text(k):
        return lines[k - 1].rstrip("\r") if 1 <= k <= len(lines) else None
    errs = []
    if exits.get(case["id"]) != case["exit_status"]:
        errs.append(f"exit_status {case['exit_status']} != exits.tsv {exits.get(case['id'])}")
    if (case["outcome"] == "success") != (case["exit_status"] == 0):
        errs.append("outcome does not follow exit_status")
    if case["outcome"] == "success" and case["root_causes"]:
        errs.append("success with root causes")
    prev = 0
    for rc in case["root_causes"]:
        if text(rc["line"]) != rc["text"]:
            errs.append(f"line {rc['line']}: {text(rc['line'])!r} != {rc['text']!r}")
        if rc["line"] <= prev:
            errs.append("root causes out of order")
        prev = rc["line"]
        if rc["line"] in case["cascade_lines"]:
            errs.append(f"line {rc['line']} is both root cause and cascade")
    for k in case["cascade_lines"]:
        if text(k) is None or not text(k).strip():
            errs.append(f"cascade line {k} is missing or blank")
    print(f"{case['id']}: {len(lines)} lines, exit {case['exit_status']}, "
          f"{len(case['root_causes'])} root cause(s) {'OK' if not errs else 'BAD'}")
    for e in errs:
        print("   ", e)
    if verbose:
        for rc in case["root_causes"]:
            print(f"    rc {rc['line']}: {rc['text'][:150]}")
        for k in case["cascade_lines"]:
            print(f"    cascade {k}: {text(k)[:150]}")
    bad += bool(errs)
missing = set(exits) - ids
if missing:
    print("in exits.tsv but not in the manifest:", sorted(missing))
    bad += 1
sys.exit(1 if bad else 0)
