from decimal import Decimal
from billing.tax import vat

def test_vat_de():
    assert vat(Decimal("100"), "DE") == Decimal("19.00")
