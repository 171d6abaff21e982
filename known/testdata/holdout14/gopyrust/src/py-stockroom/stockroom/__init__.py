"""A small JSON-backed stock register."""
