import collections
import re

WORD = re.compile(r"[a-z']+")


def word_counts(text):
    return collections.Counter(WORD.findall(text.lower()))


def top(counts, n=10):
    return [w for w, _ in counts.most_common(n)]
