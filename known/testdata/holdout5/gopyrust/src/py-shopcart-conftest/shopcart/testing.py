"""Helpers for tests of code that uses carts."""
from decimal import Decimal

from shopcart.cart import Cart, Item

CATALOGUE = {
    "MUG": Item("MUG", Decimal("8.50")),
    "TEE": Item("TEE", Decimal("19.00"), max_qty=5),
    "CAP": Item("CAP", Decimal("12.25")),
}


def build_cart(**quantities) -> Cart:
    """A cart holding the given quantity of each catalogue SKU (keyword = SKU in lower case)."""
    cart = Cart()
    for sku, qty in quantities.items():
        cart.add(CATALOGUE[sku.upper()], qty)
    return cart
