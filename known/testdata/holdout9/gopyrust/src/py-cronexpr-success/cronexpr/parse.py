from __future__ import annotations

from dataclasses import dataclass

RANGES = {"minute": (0, 59), "hour": (0, 23), "day": (1, 31), "month": (1, 12), "weekday": (0, 6)}
ALIASES = {"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0", "@monthly": "0 0 1 * *"}


class CronError(ValueError):
    pass


@dataclass(frozen=True)
class Schedule:
    minute: frozenset[int]
    hour: frozenset[int]
    day: frozenset[int]
    month: frozenset[int]
    weekday: frozenset[int]


def _field(text: str, name: str) -> frozenset[int]:
    lo, hi = RANGES[name]
    values: set[int] = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/", 1)
            if not step_text.isdigit() or int(step_text) == 0:
                raise CronError(f"bad step in {name}: {step_text!r}")
            step = int(step_text)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            a, b = part.split("-", 1)
            start, end = int(a), int(b)
        elif part.isdigit():
            start = end = int(part)
        else:
            raise CronError(f"bad {name} field: {part!r}")
        if name == "weekday" and end == 7:  # 7 is Sunday too
            values.add(0)
            if start == 7:
                continue
            end = 6
        if not (lo <= start <= hi and lo <= end <= hi and start <= end):
            raise CronError(f"{name} out of range: {part!r}")
        values.update(range(start, end + 1, step))
    return frozenset(values)


def parse(expr: str) -> Schedule:
    expr = ALIASES.get(expr.strip(), expr)
    fields = expr.split()
    if len(fields) != 5:
        raise CronError(f"want 5 fields, got {len(fields)}")
    return Schedule(*(_field(f, n) for f, n in zip(fields, RANGES)))
