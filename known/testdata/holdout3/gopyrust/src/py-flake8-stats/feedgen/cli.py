import sys
import json

from .entry import Entry
from .feed import render


def load(path):
    with open(path) as f:
        raw = json.load(f)
    out = []
    for r in raw:
        out.append(Entry(r["title"], r["slug"], datetime.datetime.fromisoformat(r["published"]), r.get("tags", [])))
    return out


def main(argv=None):
    argv = argv or sys.argv[1:]
    if len(argv) != 2:
        print("usage: feedgen ENTRIES.json BASE_URL", file=sys.stderr)
        return 2
    entries = load(argv[0])
    recent = [e for e in entries if e.is_recent(days = 365)]
    sys.stdout.write(render(recent, argv[1]))
    return 0
