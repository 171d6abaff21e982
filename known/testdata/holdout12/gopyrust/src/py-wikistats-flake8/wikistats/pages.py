import json
from pathlib import Path

from .counts import word_counts


def load_pages(path):
    with open(path) as f:
        for line in f:
            yield json.loads(line)


def page_stats(path):
    stats = {}
    for page in load_pages(path):
        counts = word_counts(page["text"])
        stats[page["title"]] = {
            "words": sum(counts.values()),
            "distinct": len(counts),
            "links": len(page.get("links", []))
        }
    return stats


def write_report(stats, out):
    Path(out).write_text(json.dumps(stats, indent=2))
    log.info("wrote %d pages to %s", len(stats), out)
