"""Exports a rota as iCalendar events."""
from __future__ import annotations

import datetime as dt

from .schedule import Rota


def fold(line: str) -> str:
    """Folds a content line at 75 octets as RFC 5545 asks."""
    out, rest = [], line
    while len(rest) > 75:
        out.append(rest[:75])
        rest = " " + rest[75:]
    out.append(rest)
    return "\r\n".join(out)


def export(rota: Rota, first: dt.date, weeks: int, team: str) -> str:
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//rota//EN"]
    for monday, who in rota.weeks(first, weeks):
        end = monday + dt.timedelta(days=7)
        lines += [
            "BEGIN:VEVENT",
            f"UID:{team}-{monday.isoformat()}@rota",
            f"DTSTART;VALUE=DATE:{monday:%Y%m%d}",
            f"DTEND;VALUE=DATE:{end:%Y%m%d}",
            fold(f"SUMMARY:{team} on call: {who}"),
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"
