from datetime import date

import pytest

from calkit import months


@pytest.mark.parametrize("n", range(-60, 61))
def test_add_months_roundtrip(n):
    d = date(2022, 6, 15)
    assert months.add_months(months.add_months(d, n), -n) == d


@pytest.mark.parametrize(
    "d, n, want",
    [
        (date(2024, 1, 31), 1, date(2024, 2, 29)),
        (date(2023, 1, 31), 1, date(2023, 2, 28)),
        (date(2024, 3, 31), -1, date(2024, 2, 29)),
        (date(2024, 12, 15), 1, date(2025, 1, 15)),
        (date(2024, 1, 15), -1, date(2023, 12, 15)),
        (date(2024, 8, 31), 6, date(2025, 2, 28)),
    ],
)
def test_add_months_clamps(d, n, want):
    assert months.add_months(d, n) == want


@pytest.mark.parametrize("m", range(1, 13))
def test_quarter(m):
    assert months.quarter(date(2024, m, 1)) == (m + 2) // 3


@pytest.mark.parametrize("m, name", [(1, "January"), (6, "June"), (12, "December")])
def test_month_name(m, name):
    assert months.month_name(m) == name
