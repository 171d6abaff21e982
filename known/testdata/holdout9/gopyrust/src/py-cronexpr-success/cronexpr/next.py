from __future__ import annotations

from datetime import datetime, timedelta

from .parse import Schedule


def next_run(s: Schedule, after: datetime) -> datetime:
    t = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
    for _ in range(366 * 24 * 60):
        if (t.month in s.month and t.day in s.day and (t.weekday() + 1) % 7 in s.weekday
                and t.hour in s.hour and t.minute in s.minute):
            return t
        t += timedelta(minutes=1)
    raise ValueError("no run within a year")
