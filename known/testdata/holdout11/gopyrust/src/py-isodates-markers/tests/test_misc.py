from datetime import date

from isodates import add_business_days


def test_zero_days():
    assert add_business_days(date(2024, 5, 4), 0) == date(2024, 5, 4)
