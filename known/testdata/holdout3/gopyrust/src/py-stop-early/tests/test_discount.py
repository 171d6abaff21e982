from decimal import Decimal

from invoicing.discount import apply_percent, bulk_percent, parse_rate
from invoicing.lines import Line


def test_percent_off():
    assert apply_percent(Line("a", 1000, 3), 15).unit_cents == 850


def test_percent_rounds_down():
    assert apply_percent(Line("a", 999), 10).unit_cents == 899


def test_bulk_tiers():
    assert [bulk_percent(q) for q in (1, 49, 50, 51, 99, 100, 500)] == [0, 0, 5, 5, 5, 10, 10]


def test_parse_rate_percent_sign():
    assert parse_rate("7%") == Decimal("0.07")


def test_parse_rate_default():
    assert parse_rate(None) == Decimal("0.19")
    assert parse_rate("") == Decimal("0.19")


def test_parse_rate_rejects_negative():
    try:
        parse_rate("-5")
    except ValueError:
        return
    raise AssertionError("negative VAT rate accepted")
