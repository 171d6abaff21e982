from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable


@dataclass(frozen=True)
class Line:
    description: str
    unit_cents: int
    quantity: int = 1
    vat_rate: Decimal = Decimal("0.19")

    @property
    def net(self) -> int:
        return self.unit_cents * self.quantity

    @property
    def vat(self) -> int:
        return int((Decimal(self.net) * self.vat_rate).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def net_total(lines: Iterable[Line]) -> int:
    return sum(line.net for line in lines)


def vat_total(lines: Iterable[Line]) -> int:
    return sum(line.vat for line in lines)


def vat_by_rate(lines: Iterable[Line]) -> dict[Decimal, int]:
    out: dict[Decimal, int] = {}
    for line in lines:
        out[line.vat_rate] = out.get(line.vat_rate, 0) + line.vat
    return out
