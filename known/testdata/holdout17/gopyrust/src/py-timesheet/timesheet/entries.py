"""Parse timesheet lines like '2025-03-04 09:15-12:30 ACME-17 review'."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Optional

LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2}) (\S+)(?: (.*))?$")


@dataclass
class Entry:
    day: date
    start: time
    end: time
    ticket: str
    note: str = ""

    @property
    def minutes(self) -> int:
        s = datetime.combine(self.day, self.start)
        e = datetime.combine(self.day, self.end)
        return int((e - s).total_seconds() // 60)


def parse_line(line: str) -> Optional[Entry]:
    m = LINE.match(line.strip())
    if m is None:
        return None
    day = date.fromisoformat(m.group(1))
    start = time.fromisoformat(m.group(2))
    end = time.fromisoformat(m.group(3))
    return Entry(day, start, end, m.group(4), m.group(5) or "")


def ticket_project(line: str) -> str:
    entry = parse_line(line)
    return entry.ticket.split("-")[0]
