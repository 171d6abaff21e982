from decimal import Decimal

from invoicing.lines import Line, net_total, vat_by_rate, vat_total


def test_net_is_unit_times_quantity():
    assert Line("bolt", 25, 4).net == 100


def test_vat_rounds_half_up():
    assert Line("nut", 5, 1).vat == 1  # 0.95 cents


def test_reduced_rate():
    assert Line("book", 1000, 1, Decimal("0.07")).vat == 70


def test_totals():
    lines = [Line("a", 1000), Line("b", 250, 2)]
    assert net_total(lines) == 1500
    assert vat_total(lines) == 285


def test_vat_by_rate_groups():
    lines = [Line("a", 1000), Line("book", 1000, 1, Decimal("0.07")), Line("b", 100)]
    assert vat_by_rate(lines) == {Decimal("0.19"): 209, Decimal("0.07"): 70}


def test_empty_invoice():
    assert net_total([]) == 0 and vat_total([]) == 0
