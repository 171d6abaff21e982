import pytest

from catalog.pricing import discounted, format_price


@pytest.mark.parametrize("cents,text", [(0, "0.00 EUR"), (5, "0.05 EUR"), (123456, "1234.56 EUR")])
def test_format_price(cents, text):
    assert format_price(cents) == text


def test_discount_whole():
    assert discounted(1000, 25) == 750


def test_discount_rounds_to_nearest_cent():
    # 15% off 9.95 is 8.4575: 8.46
    assert discounted(995, 15) == 846
