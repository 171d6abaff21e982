from decimal import Decimal

import pytest

from invoicer.lines import Line, invoice_total


@pytest.mark.parametrize("qty", range(1, 41))
@pytest.mark.parametrize("price", ["0.99", "4.50", "19.99"])
def test_total_without_discount(qty, price):
    line = Line("widget", qty, Decimal(price))
    expected = (Decimal(price) * qty * Decimal("1.20")).quantize(Decimal("0.01"))
    assert line.total() == expected


@pytest.mark.parametrize("pct", range(0, 101, 5))
def test_discount(pct):
    line = Line("widget", 10, Decimal("10.00"), discount_pct=Decimal(pct), vat_pct=Decimal(0))
    assert line.total() == Decimal(100 - pct).quantize(Decimal("0.01"))


def test_invoice_total_rounds_once():
    lines = [Line("a", 1, Decimal("0.333"), vat_pct=Decimal(0))] * 3
    assert invoice_total(lines) == Decimal("1.00")
