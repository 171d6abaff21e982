from .model import Product


def by_tag(products: dict[str, Product], tag: str) -> list[Product]:
    return sorted((p for p in products.values() if tag in p.tags), key=lambda p: p.sku)


def cheapest(products: dict[str, Product], n: int = 3) -> list[Product]:
    return sorted(products.values(), key=lambda p: p.price_cents)[:n]


def available(products: dict[str, Product]) -> list[str]:
    return [p.sku for p in products.values() if p.in_stock]
