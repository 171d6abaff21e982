"""Counting tags over posts."""
from collections import Counter


def count_tags(posts):
    c = Counter()
    for post in posts:
        for tag in post.get("tags", []):
            c[tag.strip().lower()] += 1
    return c


def top(counts, n=20):
    return counts.most_common(n)


def merge_aliases(counts, aliases):
    out = Counter()
    for tag, n in counts.items():
        out[aliases.get(tag, tag)] += n
    return out


def load_aliases(path):
    aliases = {}
    try:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                l = line.strip()
                if not l or l.startswith("#"):
                    continue
                src, dst = l.split("=", 1)
                aliases[src.strip()] = dst.strip()
    except:
        return {}
    return aliases
