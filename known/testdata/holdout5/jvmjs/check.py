#!/usr/bin/env python3
"""Checks manifest.jsonl against the logs: every line parses, every root cause's text is the
log's line (counted as `sed -n 'Np'` counts, a CRLF log's CR dropped, a .gz log decompressed),
cascade lines exist and are not root causes, root causes are in log order, exit_status matches
logs/exits.tsv and the outcome, and every log has exactly one manifest entry.

usage: python3 check.py [--refresh-text]   (exits 1 when there are problems)

--refresh-text rewrites each root cause's "text" from its line (for lines whose content holds a
timing that changes between runs, e.g. surefire's "Time elapsed"); run it only after checking
that the labelled line numbers still point at the same lines.
"""
import gzip, json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "file", "producer", "command", "exit_status", "outcome", "kind", "root_causes",
          "cascade_lines", "tally", "notable_lines", "notes"]
TALLY = {"tests_passed", "tests_failed", "tests_skipped", "errors", "warnings"}


def log_lines(path):
    data = gzip.open(path, "rb").read() if path.endswith(".gz") else open(path, "rb").read()
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [l.rstrip(b"\r").decode("utf-8") for l in lines]


def main():
    refresh = "--refresh-text" in sys.argv[1:]
    out = []
    problems = []
    exits = {}
    for row in open(os.path.join(here, "logs", "exits.tsv")):
        if row.strip():
            k, v = row.rstrip("\n").split("\t")
            exits[k] = int(v)
    seen = set()
    for n, raw in enumerate(open(os.path.join(here, "manifest.jsonl")), 1):
        if not raw.strip():
            continue
        try:
            case = json.loads(raw)
        except json.JSONDecodeError as e:
            problems.append(f"manifest line {n}: not JSON: {e}")
            continue
        cid = case.get("id")
        missing = [f for f in FIELDS if f not in case]
        if missing:
            problems.append(f"{cid}: missing {missing}")
            continue
        seen.add(cid)
        path = os.path.join(here, case["file"])
        if not os.path.exists(path):
            problems.append(f"{cid}: no file {case['file']}")
            continue
        lines = log_lines(path)
        if exits.get(cid) != case["exit_status"]:
            problems.append(f"{cid}: exit_status {case['exit_status']} but exits.tsv says {exits.get(cid)}")
        if (case["exit_status"] == 0) != (case["outcome"] == "success"):
            problems.append(f"{cid}: outcome {case['outcome']} with exit {case['exit_status']}")
        if case["outcome"] == "success" and case["root_causes"]:
            problems.append(f"{cid}: a success with root causes")
        if case["outcome"] == "failure" and not case["root_causes"]:
            problems.append(f"{cid}: a failure without root causes")
        if case["kind"] not in ("build", "test", "lint", "mixed"):
            problems.append(f"{cid}: kind {case['kind']}")
        if set(case["tally"]) - TALLY:
            problems.append(f"{cid}: tally fields {sorted(set(case['tally']) - TALLY)}")
        prev = 0
        roots = set()
        for rc in case["root_causes"]:
            ln = rc["line"]
            roots.add(ln)
            if ln <= prev:
                problems.append(f"{cid}: root causes out of order at {ln}")
            prev = ln
            if not 1 <= ln <= len(lines):
                problems.append(f"{cid}: root cause line {ln} outside the log ({len(lines)} lines)")
            elif refresh:
                rc["text"] = lines[ln - 1]
            elif lines[ln - 1] != rc["text"]:
                problems.append(f"{cid}: line {ln} is {lines[ln - 1]!r}, manifest says {rc['text']!r}")
        for ln in case["cascade_lines"]:
            if not 1 <= ln <= len(lines):
                problems.append(f"{cid}: cascade line {ln} outside the log")
            elif not lines[ln - 1].strip():
                problems.append(f"{cid}: cascade line {ln} is blank")
            if ln in roots:
                problems.append(f"{cid}: line {ln} is both a root cause and a cascade line")
        out.append(case)
    logs = {f for f in os.listdir(os.path.join(here, "logs")) if f.endswith((".log", ".log.gz"))}
    ids = {f[: -len(".log.gz")] if f.endswith(".gz") else f[: -len(".log")] for f in logs}
    for cid in sorted(ids - seen):
        problems.append(f"{cid}: log without a manifest entry")
    for cid in sorted(seen - ids):
        problems.append(f"{cid}: manifest entry without a log")
    for cid in sorted(set(exits) - ids):
        problems.append(f"{cid}: in exits.tsv but no log")
    if refresh and not problems:
        with open(os.path.join(here, "manifest.jsonl"), "w") as f:
            for case in out:
                f.write(json.dumps(case, ensure_ascii=False) + "\n")
    for p in problems:
        print(p)
    print(f"{len(seen)} cases, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
