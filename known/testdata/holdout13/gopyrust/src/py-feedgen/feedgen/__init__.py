"""Builds RSS items from blog posts."""
from .item import Item, from_post

__all__ = ["Item", "from_post"]
