from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Interval:
    lo: int
    hi: int

    def __post_init__(self) -> None:
        if self.hi < self.lo:
            raise ValueError(f"empty interval with hi < lo: [{self.lo}, {self.hi})")

    def __len__(self) -> int:
        return self.hi - self.lo

    def __contains__(self, x: object) -> bool:
        return isinstance(x, int) and self.lo <= x < self.hi

    def overlaps(self, o: Interval) -> bool:
        return self.lo < o.hi and o.lo < self.hi

    def touches(self, o: Interval) -> bool:
        return self.lo <= o.hi and o.lo <= self.hi

    def union(self, o: Interval) -> Interval:
        if not self.touches(o):
            raise ValueError(f"{self} and {o} are disjoint")
        return Interval(min(self.lo, o.lo), max(self.hi, o.hi))

    def intersection(self, o: Interval) -> Interval | None:
        lo, hi = max(self.lo, o.lo), min(self.hi, o.hi)
        return Interval(lo, hi) if lo < hi else None

    def __str__(self) -> str:
        return f"[{self.lo}, {self.hi})"
