from decimal import Decimal

import pytest

from invoicing.tax import compute_vat


@pytest.mark.parametrize("country,net,vat", [
    ("DE", "100.00", "19.00"),
    ("FR", "19.99", "4.00"),
    ("LU", "0.50", "0.09"),
])
def test_vat(country, net, vat):
    assert compute_vat(Decimal(net), country) == Decimal(vat)
