FACTORS = {
    ("cup", "ml"): 236.588,
    ("tbsp", "ml"): 14.787,
    ("tsp", "ml"): 4.929,
    ("oz", "g"): 28.3495,
    ("lb", "g"): 453.592,
}


class UnknownUnit(ValueError):
    pass


def convert(amount: float, src: str, dst: str) -> float:
    if src == dst:
        return amount
    if (src, dst) in FACTORS:
        return amount * FACTORS[(src, dst)]
    if (dst, src) in FACTORS:
        return amount / FACTORS[(dst, src)]
    raise UnknownUnit(f"cannot convert {src} to {dst}")


def parse_amount(text: str) -> tuple[float, str]:
    """'1 1/2 cup' -> (1.5, 'cup')."""
    parts = text.split()
    unit = parts[-1]
    total = 0.0
    for p in parts[:-1]:
        if "/" in p:
            num, den = p.split("/")
            total += int(num) / int(den)
        else:
            total += float(p)
    return total, unit
