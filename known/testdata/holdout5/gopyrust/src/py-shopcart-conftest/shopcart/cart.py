"""A cart of items with quantity limits and coupons."""
from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Item:
    sku: str
    price: Decimal
    max_qty: int = 10


@dataclass
class Cart:
    lines: dict = field(default_factory=dict)
    coupons: list = field(default_factory=list)

    def add(self, item: Item, qty: int = 1) -> None:
        have = self.lines.get(item.sku, (item, 0))[1]
        if have + qty > item.max_qty:
            raise ValueError(f"{item.sku}: at most {item.max_qty} per order")
        self.lines[item.sku] = (item, have + qty)

    def subtotal(self) -> Decimal:
        return sum((it.price * q for it, q in self.lines.values()), Decimal(0))

    def total(self) -> Decimal:
        t = self.subtotal()
        for pct in self.coupons:
            t -= t * Decimal(pct) / 100
        return t.quantize(Decimal("0.01"))
