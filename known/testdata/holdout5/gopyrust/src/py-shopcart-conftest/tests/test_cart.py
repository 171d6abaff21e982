from decimal import Decimal

import pytest


def test_subtotal(full_cart):
    assert full_cart.subtotal() == Decimal("72.75")


def test_coupon(full_cart):
    full_cart.coupons.append(10)
    assert full_cart.total() == Decimal("65.48")


def test_quantity_limit(catalogue, full_cart):
    with pytest.raises(ValueError):
        full_cart.add(catalogue["TEE"], 5)
