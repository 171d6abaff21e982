"""A product catalogue with prices, stock and search."""
