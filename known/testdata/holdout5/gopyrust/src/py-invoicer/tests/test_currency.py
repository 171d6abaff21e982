from decimal import Decimal

import pytest

from invoicer.currency import format_amount, round_minor


@pytest.mark.parametrize("currency,amount,expected", [
    ("EUR", "10.005", "10.01"),
    ("USD", "0.125", "0.13"),
    ("GBP", "99.994", "99.99"),
    ("KWD", "1.2345", "1.235"),
    ("JPY", "1234.5", "1235"),
    ("CHF", "-2.675", "-2.68"),
])
def test_round_minor(currency, amount, expected):
    assert round_minor(Decimal(amount), currency) == Decimal(expected)


@pytest.mark.parametrize("cents", range(0, 1000, 25))
def test_eur_cents_are_kept(cents):
    amount = Decimal(cents) / 100
    assert round_minor(amount, "EUR") == amount


def test_format_amount():
    assert format_amount(Decimal("3.5"), "SEK") == "3.50 SEK"
