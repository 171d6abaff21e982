"""Invoices and their lines."""
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Optional


@dataclass
class Line:
    sku: str
    qty: int
    unit_price: Decimal


@dataclass
class Invoice:
    number: str
    lines: list[Line] = field(default_factory=list)
    note: Optional[str] = None

    def total(self) -> Decimal:
        return sum((ln.unit_price * ln.qty for ln in self.lines), Decimal(0))

    def first_sku(self) -> str:
        if self.lines:
            return self.lines[0].sku

    def tax_rate(self, country: str) -> Decimal:
        rates: dict[str, Decimal] = {"DE": Decimal("0.19"), "FR": Decimal("0.20")}
        return rates[country] if country in rates else rates[None]
