"""ISO 8601 helpers."""
from datetime import date, timedelta


def parse_week(s):
    """'2024-W05' -> the Monday of that ISO week."""
    year, week = s.split("-W")
    return date.fromisocalendar(int(year), int(week), 1)


def add_business_days(d, n):
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5:
            n -= 1
    return d
