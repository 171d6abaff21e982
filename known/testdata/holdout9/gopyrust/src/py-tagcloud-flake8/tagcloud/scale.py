"""Font sizes for tag weights."""
import math


def linear(count, lo, hi, min_px=12, max_px=36):
    if hi == lo:
        return (min_px + max_px) // 2
    return round(min_px + (count - lo) * (max_px - min_px) / (hi - lo))


def logarithmic(count, lo, hi, min_px=12, max_px=36):
    if hi == lo:
        return (min_px + max_px) // 2
    t = (math.log(count) - math.log(lo)) / (math.log(hi) - math.log(lo))
    return round(min_px + t * (max_px - min_px))


def sizes(counts, mode="log"):
    if not counts:
        return {}
    lo, hi = min(counts.values()), max(counts.values())
    f = logarithmic if mode == "log" else linear
    return {tag: f(n, lo, hi) for tag, n in counts.items()}


def buckets(counts, n=5):
    """Assign each tag a bucket 1..n for CSS classes."""
    sz = sizes(counts)
    lo, hi = min(sz.values()), max(sz.values())
    step = (hi - lo) / n or 1
    return {tag: min(n, 1 + int((s - lo) / step)) for tag, s in sz.items()}
