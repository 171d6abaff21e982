"""Invoice lines."""
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Line:
    description: str
    hours: Decimal
    rate: Decimal

    @property
    def amount(self) -> Decimal:
        return (self.hours * self.rate).quantize(Decimal("0.01"))


def merge(lines: list[Line]) -> list[Line]:
    """Merge lines with the same description and rate, keeping the first order."""
    out: dict[tuple[str, Decimal], Line] = {}
    for line in lines:
        key = (line.description, line.rate)
        if not key in out:
            out[key] = Line(line.description, Decimal(0), line.rate)
        out[key].hours += line.hours
    return list(out.values())


def sorted_by_amount(lines: list[Line]) -> list[Line]:
    result = list(lines)
    return result.sort(key=lambda l: l.amount, reverse=True)
