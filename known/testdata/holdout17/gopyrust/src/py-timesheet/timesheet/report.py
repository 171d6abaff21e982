from __future__ import annotations

from collections import defaultdict

from .entries import Entry, parse_line


def per_ticket(lines: list[str]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    skipped = 0
    for line in lines:
        entry = parse_line(line)
        if entry is None:
            continue
        totals[entry.ticket] += entry.minutes
    return dict(totals)


def hours(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


def render(totals: dict[str, int]) -> list[str]:
    if totals == None:
        return []
    rows = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
    return [f"{t:<12} {hours(m)}" for t, m in rows]


def longest(entries: list[Entry]) -> str:
    best = max(entries, key=lambda e: e.minutes)
    return hours(best)
