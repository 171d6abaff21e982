from typing import Iterable

from .lines import Line, net_total, vat_total


def euros(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100},{cents % 100:02d} EUR"


def summary(lines: Iterable[Line]) -> str:
    items = list(lines)
    net = net_total(items)
    vat = vat_total(items)
    return f"net {euros(net)}, VAT {euros(vat)}, gross {euros(net + vat)}"
