"""Builds a weekly on-call rota."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field


@dataclass
class Rota:
    people: list[str]
    start: dt.date
    holidays: dict[str, set[dt.date]] = field(default_factory=dict)
    swaps: dict[dt.date, str] = field(default_factory=dict)

    def week_start(self, day: dt.date) -> dt.date:
        """The Monday of day's week."""
        return day - dt.timedelta(days=day.weekday())

    def on_call(self, day: dt.date) -> str:
        """Who is on call on day; a swap wins, then the person whose turn it is,
        skipping anyone on holiday that day."""
        if day in self.swaps:
            return self.swaps[day]
        weeks = (self.week_start(day) - self.week_start(self.start)).days // 7
        for offset in range(len(self.people)):
            who = self.people[(weeks + offset) % len(self.people)]
            if day not in self.holidays.get(who, set()):
                return who
        raise LookupError(f"nobody available on {day.isoformat()}")

    def swap(self, day: dt.date, who: str) -> None:
        if who not in self.people:
            raise ValueError(f"{who} is not on the rota")
        self.swaps[day] = who

    def weeks(self, first: dt.date, count: int) -> list[tuple[dt.date, str]]:
        monday = self.week_start(first)
        return [(monday + dt.timedelta(weeks=i), self.on_call(monday + dt.timedelta(weeks=i)))
                for i in range(count)]
