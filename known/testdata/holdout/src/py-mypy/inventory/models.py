from dataclasses import dataclass
from typing import Optional


@dataclass
class Item:
    sku: str
    qty: int
    price_cents: int
    note: Optional[str] = None

    def total(self) -> int:
        return self.qty * self.price_cents

    def label(self) -> str:
        return self.sku + ": " + self.note
