from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def net(self) -> Decimal:
        return self.unit_price * self.quantity


def total(lines: list[Line]) -> Decimal:
    return sum((l.net for l in lines), Decimal("0"))
