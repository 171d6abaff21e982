import pytest

from ratecard import price


@pytest.mark.parametrize("kg,insured,expected", [
    (0.05, False, 110),
    (0.05, True, 360),
    (5.0, False, 890),
    (5.0, True, 1140),
])
def test_price(kg, insured, want):
    assert price(kg, insured) == want
