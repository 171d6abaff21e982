"""A small persistent task queue."""
