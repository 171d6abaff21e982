"""Parse RSS and Atom feeds into plain dictionaries."""

from feedparse.parse import parse_feed

__all__ = ["parse_feed"]
