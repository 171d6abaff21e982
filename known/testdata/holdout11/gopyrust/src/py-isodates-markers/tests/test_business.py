from datetime import date

import pytest

from isodates import add_business_days


def test_skips_weekend():
    assert add_business_days(date(2024, 5, 3), 1) == date(2024, 5, 6)


@pytest.mark.integraton
def test_with_zoneinfo():
    from zoneinfo import ZoneInfo
    assert ZoneInfo("Europe/Berlin")
