import pytest

from shop import price_with_tax


def test_tax():
    assert price_with_tax(1000, 0.2) == 1200


@pytest.mark.parametrize("cents", [0, 1, 100])
def test_zero_rate(cents):
    assert price_with_tax(cents, 0) == cents


@pytest.mark.skip(reason="needs a currency service")
def test_currency():
    pass
