from decimal import Decimal

import pytest

from ledgerlite.money import parse_amount


@pytest.mark.parametrize("text,want", [
    ("12.30", "12.30"),
    ("-12.30", "-12.30"),
    ("(12.30)", "-12.30"),
    ("1,234.56", "1234.56"),
    (" 7 ", "7"),
])
def test_parse_amount(text, want):
    assert parse_amount(text) == Decimal(want)


def test_parse_amount_rejects_text():
    with pytest.raises(ValueError, match="not an amount"):
        parse_amount("twelve")
