"""Semantic version parsing, comparison and range matching."""
from .version import Version, parse, parse_loose
from .ranges import satisfies

__all__ = ["Version", "parse", "parse_loose", "satisfies"]
