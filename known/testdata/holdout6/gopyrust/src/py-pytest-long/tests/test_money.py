import pytest

from invoicing.money import apply_rate, format_cents, to_cents

CENTS = [(f"{i}.{j:02d}", i * 100 + j) for i in (0, 1, 2, 7, 10, 19, 99, 250, 1000, 4096, 65535, 1000000) for j in (0, 1, 5, 10, 25, 49, 50, 51, 75, 90, 98, 99)]


@pytest.mark.parametrize("text,cents", CENTS)
def test_to_cents(text, cents):
    assert to_cents(text) == cents


@pytest.mark.parametrize("text,cents", [("1,234.50", 123450), (" 3 ", 300), ("-0.5", -50), ("0.005", 1), ("2.675", 268)])
def test_to_cents_edge(text, cents):
    assert to_cents(text) == cents


@pytest.mark.parametrize("cents,text", [(0, "$0.00"), (5, "$0.05"), (123456, "$1,234.56"), (-250, "-$2.50"), (100000000, "$1,000,000.00")])
def test_format_cents(cents, text):
    assert format_cents(cents) == text


@pytest.mark.parametrize("cents,rate,want", [(1000, "0.2", 200), (250, "0.5", 125), (25, "0.5", 12), (35, "0.5", 18), (999, "0.0825", 82), (0, "0.3", 0)])
def test_apply_rate(cents, rate, want):
    assert apply_rate(cents, rate) == want


@pytest.mark.parametrize("bad", ["", "abc", "1.2.3", "12e"])
def test_to_cents_invalid(bad):
    with pytest.raises(Exception):
        to_cents(bad)
