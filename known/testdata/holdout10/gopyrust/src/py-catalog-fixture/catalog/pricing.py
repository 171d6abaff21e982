def discounted(price_cents: int, percent: int) -> int:
    """Price after a percentage discount, rounded to the nearest cent."""
    return price_cents * (100 - percent) // 100


def format_price(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d} EUR"
