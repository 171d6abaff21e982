from decimal import Decimal, InvalidOperation


def parse_amount(text: str) -> Decimal:
    """Parses "1,234.56", "-12.30" or "(12.30)" (accounting negative)."""
    t = text.strip().replace(",", "")
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    try:
        d = Decimal(t)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    return -d if neg else d
