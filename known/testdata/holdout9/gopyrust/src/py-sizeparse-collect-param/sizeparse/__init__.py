"""sizeparse: parse and format byte sizes ("1.5 GiB", "200MB", "4k")."""
from .core import format_size, parse_size

__all__ = ["format_size", "parse_size"]
