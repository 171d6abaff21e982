"""Atom feed generation for the release notes site."""
from .entry import Entry
from .feed import render

__all__ = ["Entry", "render"]
