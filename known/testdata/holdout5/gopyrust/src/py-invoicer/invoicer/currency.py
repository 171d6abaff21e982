"""Rounding amounts to a currency's minor units."""
from decimal import ROUND_HALF_UP, Decimal

from isocodes_data import minor_units


def round_minor(amount: Decimal, currency: str) -> Decimal:
    """Rounds half up to the currency's minor units (JPY has none, KWD three)."""
    units = minor_units(currency)
    if not units:
        units = 2
    return amount.quantize(Decimal(1).scaleb(-units), rounding=ROUND_HALF_UP)


def format_amount(amount: Decimal, currency: str) -> str:
    return f"{round_minor(amount, currency)} {currency}"
