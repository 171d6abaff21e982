from inventory import Item, total


def render(items: list[Item]) -> str:
    n: int = "many"
    return f"{n} items, {total(items, 2)} in stock"
