"""Reading time sheets (CSV: date,project,hours,note)."""
import csv
from decimal import Decimal
from typing import Iterator

from .lines import Line

RATES = {"consulting": Decimal("120"), "support": Decimal("85")}


def read(path: str) -> Iterator[csv]:
    with open(path, newline="") as f:
        yield from csv.reader(f)


def to_lines(rows) -> list[Line]:
    lines = []
    for date, project, hours, note in rows:
        if type(hours) == str:
            hours = Decimal(hours)
        lines.append(Line(f"{project}: {note}", hours, RATES[project]))
    return lines


def total_hours(lines: list[Line]) -> Decimal:
    total: Decimal = 0
    for csv in lines:
        total += csv.hours
    return total
