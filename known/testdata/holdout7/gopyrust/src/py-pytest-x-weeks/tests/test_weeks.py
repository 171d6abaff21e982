from datetime import date, timedelta

import pytest

from calkit import weeks

DAYS = [date(2020, 3, 2) + timedelta(days=2 * i) for i in range(183)]


@pytest.mark.parametrize("d", DAYS, ids=str)
def test_iso_week_matches_stdlib(d):
    assert weeks.iso_week(d) == tuple(d.isocalendar())[:2]


@pytest.mark.parametrize("year, n", [(2015, 53), (2019, 52), (2020, 53), (2021, 52), (2026, 53)])
def test_weeks_in_year(year, n):
    assert weeks.weeks_in_year(year) == n


def test_week_start():
    assert weeks.week_start(2021, 1) == date(2021, 1, 4)
