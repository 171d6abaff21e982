"""Money amounts in integer cents."""
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP


def to_cents(text: str) -> int:
    """Parse "12.34" (or "12", "-0.5") into cents."""
    d = Decimal(text.strip().replace(",", ""))
    return int((d * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def format_cents(cents: int, symbol: str = "$") -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{symbol}{cents // 100:,}.{cents % 100:02d}"


def apply_rate(cents: int, rate: str) -> int:
    """Multiply cents by a decimal rate, rounding half to even (banker's rounding)."""
    d = Decimal(cents) * Decimal(rate)
    return int(d.quantize(Decimal(1), rounding=ROUND_HALF_EVEN))
