import pytest

from csvclean import normalise_header, strip_row


@pytest.mark.parametrize("raw,want", [
    ("Unit Price (EUR)", "unit_price_eur"),
    ("  SKU ", "sku"),
    ("Qty/Box", "qty_box"),
    ("Ünits", "units"),
])
def test_normalise_header(raw, want):
    assert normalise_header(raw) == want


def test_strip_row():
    assert strip_row([" a ", "b", "  "]) == ["a", "b", ""]
