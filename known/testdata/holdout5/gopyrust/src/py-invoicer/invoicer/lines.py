"""Invoice lines: quantity, unit price, discount and VAT."""
from dataclasses import dataclass
from decimal import Decimal

from invoicer.currency import round_minor


@dataclass(frozen=True)
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    discount_pct: Decimal = Decimal(0)
    vat_pct: Decimal = Decimal(20)

    def net(self) -> Decimal:
        gross = self.unit_price * self.quantity
        return gross - gross * self.discount_pct / 100

    def vat(self) -> Decimal:
        return self.net() * self.vat_pct / 100

    def total(self, currency: str = "EUR") -> Decimal:
        return round_minor(self.net() + self.vat(), currency)


def invoice_total(lines, currency: str = "EUR") -> Decimal:
    return round_minor(sum((ln.net() + ln.vat() for ln in lines), Decimal(0)), currency)
