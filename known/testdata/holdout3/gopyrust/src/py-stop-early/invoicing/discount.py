from decimal import Decimal
from typing import Optional

from .lines import Line


def apply_percent(line: Line, percent: int) -> Line:
    """A copy of line with the unit price reduced by percent, rounded down to whole cents."""
    unit = line.unit_cents * (100 - percent) // 100
    return Line(line.description, unit, line.quantity, line.vat_rate)


def bulk_percent(quantity: int) -> int:
    if quantity >= 100:
        return 10
    if quantity > 50:
        return 5
    return 0


def parse_rate(text: Optional[str]) -> Decimal:
    if not text:
        return Decimal("0.19")
    return Decimal(text.rstrip("%")) / 100
