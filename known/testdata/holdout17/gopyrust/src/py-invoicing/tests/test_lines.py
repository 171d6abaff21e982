from decimal import Decimal

from invoicing.lines import Line, total


def test_line_net():
    assert Line("widget", 3, Decimal("2.50")).net == Decimal("7.50")


def test_total_empty():
    assert total([]) == Decimal("0")


def test_total_two_lines():
    lines = [Line("a", 1, Decimal("10")), Line("b", 2, Decimal("0.25"))]
    assert total(lines) == Decimal("10.50")
