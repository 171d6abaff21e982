import pytest

from invoicing.invoice import Invoice


def make(*lines, discount=0, tax="0"):
    inv = Invoice(discount_pct=discount, tax_rate=tax)
    for sku, qty, unit in lines:
        inv.add(sku, qty, unit)
    return inv


@pytest.mark.parametrize("qty", range(1, 21))
def test_subtotal_scales_with_quantity(qty):
    assert make(("PEN", qty, 150)).subtotal == qty * 150


@pytest.mark.parametrize("discount", [0, 5, 10, 15, 25, 50, 100])
def test_discount_without_tax(discount):
    inv = make(("BOOK", 2, 1000), discount=discount)
    assert inv.total == 2000 - 2000 * discount // 100


@pytest.mark.parametrize("tax", ["0", "0.05", "0.1", "0.2"])
def test_tax_without_discount(tax):
    inv = make(("MUG", 1, 1000), tax=tax)
    assert inv.tax == int(1000 * float(tax))


def test_empty_invoice():
    assert make().total == 0


@pytest.mark.parametrize("qty", [0, -1, -10])
def test_add_rejects_nonpositive_quantity(qty):
    with pytest.raises(ValueError, match="quantity must be positive"):
        make(("X", qty, 100))


def test_error_free_invoice_with_many_lines():
    inv = make(*[(f"SKU{i}", 1, 100 + i) for i in range(30)])
    assert inv.subtotal == sum(100 + i for i in range(30))


def test_tax_is_charged_after_discount():
    inv = make(("DESK", 1, 20000), ("LAMP", 2, 2500), discount=10, tax="0.2")
    # 25000 subtotal, 2500 discount, tax on 22500
    assert inv.discount == 2500
    assert inv.tax == 4500
    assert inv.total == 27000


@pytest.mark.parametrize("n", range(1, 11))
def test_lines_are_kept_in_order(n):
    inv = make(*[(f"S{i}", 1, 1) for i in range(n)])
    assert [line.sku for line in inv.lines] == [f"S{i}" for i in range(n)]
