"""Invoice lines, discounts and tax."""
from dataclasses import dataclass, field

from .money import apply_rate


@dataclass
class Line:
    sku: str
    qty: int
    unit_cents: int

    @property
    def total(self) -> int:
        return self.qty * self.unit_cents


@dataclass
class Invoice:
    lines: list = field(default_factory=list)
    discount_pct: int = 0
    tax_rate: str = "0"

    def add(self, sku: str, qty: int, unit_cents: int) -> None:
        if qty <= 0:
            raise ValueError(f"quantity must be positive, got {qty}")
        self.lines.append(Line(sku, qty, unit_cents))

    @property
    def subtotal(self) -> int:
        return sum(line.total for line in self.lines)

    @property
    def discount(self) -> int:
        return self.subtotal * self.discount_pct // 100

    @property
    def tax(self) -> int:
        # tax is charged on the subtotal
        return apply_rate(self.subtotal, self.tax_rate)

    @property
    def total(self) -> int:
        return self.subtotal - self.discount + self.tax
