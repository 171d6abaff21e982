from __future__ import annotations

from typing import Iterable, Iterator

from intervals.interval import Interval


class IntervalSet:
    """A set of integers kept as sorted, disjoint, non-touching intervals."""

    def __init__(self, items: Iterable[Interval] = ()) -> None:
        self._iv: list[Interval] = []
        for i in items:
            self.add(i)

    def add(self, iv: Interval) -> None:
        if len(iv) == 0:
            return
        keep: list[Interval] = []
        for cur in self._iv:
            if cur.touches(iv):
                iv = iv.union(cur)
            else:
                keep.append(cur)
        keep.append(iv)
        self._iv = sorted(keep)

    def remove(self, iv: Interval) -> None:
        out: list[Interval] = []
        for cur in self._iv:
            if not cur.overlaps(iv):
                out.append(cur)
                continue
            if cur.lo < iv.lo:
                out.append(Interval(cur.lo, iv.lo))
            if iv.hi < cur.hi:
                out.append(Interval(iv.hi, cur.hi))
        self._iv = out

    def __iter__(self) -> Iterator[Interval]:
        return iter(self._iv)

    def __len__(self) -> int:
        return sum(len(i) for i in self._iv)

    def __contains__(self, x: object) -> bool:
        return any(x in i for i in self._iv)

    def __str__(self) -> str:
        return " ".join(str(i) for i in self._iv) or "{}"
