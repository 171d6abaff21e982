"""Totals by region and month."""

import statistics
from collections import defaultdict
from decimal import Decimal

from salesreport.load import Sale


def by_region(sales: list[Sale]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = defaultdict(Decimal)
    for s in sales:
        out[s.region.upper()] += s.amount
    return dict(sorted(out.items()))


def by_month(sales: list[Sale]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = defaultdict(Decimal)
    for s in sales:
        out[s.at.strftime("%Y-%m")] += s.amount
    return dict(out)


def average_units(sales: list[Sale]) -> int:
    if not sales:
        return 0
    return sum(s.units for s in sales) / len(sales)


def median_order(sales: list[Sale]) -> Decimal:
    return statistics.median_high([s.amount for s in sales])


def mean_order(sales: list[Sale]) -> Decimal:
    return statistics.average([s.amount for s in sales])
