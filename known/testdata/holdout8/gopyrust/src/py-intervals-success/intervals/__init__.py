"""Half-open integer intervals [lo, hi) and sets of them."""

from intervals.interval import Interval
from intervals.iset import IntervalSet

__all__ = ["Interval", "IntervalSet"]
