"""Scale a recipe to a number of servings."""

from fractions import Fraction


def scale(ingredients: dict[str, tuple[float, str]], servings: int, to: int) -> dict[str, tuple[float, str]]:
    f = Fraction(to, servings)
    out = {}
    for name, (qty, unit) in ingredients.items():
        q = float(qty * f)
        if unit in ("egg", "eggs") or name.endswith("eggs"):
            q = round(q)
        out[name] = (round(q, 2), unit)
    return out


def pretty(qty: float) -> str:
    """1.5 -> "1 1/2", 0.25 -> "1/4", 2.0 -> "2"."""
    whole = int(qty)
    frac = Fraction(qty - whole).limit_denominator(8)
    if frac == 0:
        return str(whole)
    if whole == 0:
        return f"{frac.numerator}/{frac.denominator}"
    return f"{whole} {frac.numerator}/{frac.denominator}"
