from .convert import parse_amount


def scale(ingredients: dict[str, str], servings_from: int, servings_to: int) -> dict[str, str]:
    factor = servings_to / servings_from
    out = {}
    for name, text in ingredients.items():
        amount, unit = parse_amount(text)
        out[name] = f"{round(amount * factor, 2):g} {unit}"
    return out


def shopping_list(recipes: list[dict[str, str]]) -> list[str]:
    """Merges ingredients of several recipes, summing amounts of the same unit."""
    totals = {}
    for r in recipes:
        for name, text in r.items():
            amount, unit = parse_amount(text)
            totals[(name, unit)] = totals.get((name, unit), 0) + amount
    return sorted(f"{name}: {amount:g} {unit}" for (name, unit), amount in totals)
