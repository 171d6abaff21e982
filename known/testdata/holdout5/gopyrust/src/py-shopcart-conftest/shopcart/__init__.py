"""Shopping cart pricing."""
from shopcart.cart import Cart, Item

__all__ = ["Cart", "Item"]
