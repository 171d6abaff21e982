"""Checks the exchange-rate fixture that CI downloads to tests/data/rates.csv."""
import csv
from decimal import Decimal
from pathlib import Path

import pytest

RATES = Path(__file__).parent / "data" / "rates.csv"


def load():
    with RATES.open() as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("month", range(1, 13))
def test_every_month_has_rates(month):
    rows = [r for r in load() if int(r["date"][5:7]) == month]
    assert rows, f"no rates for month {month}"
    assert all(Decimal(r["rate"]) > 0 for r in rows)
