from dataclasses import dataclass, field


@dataclass
class Product:
    sku: str
    name: str
    price_cents: int
    stock: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def in_stock(self) -> bool:
        return self.stock > 0


def load(records: list[dict]) -> dict[str, Product]:
    out = {}
    for r in records:
        p = Product(r["sku"], r["name"], r["price_cents"], r.get("stock", 0), r.get("tags", []))
        out[p.sku] = p
    return out
