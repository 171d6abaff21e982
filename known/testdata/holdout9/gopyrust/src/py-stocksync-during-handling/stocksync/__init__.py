"""Synchronise warehouse stock files with the shop's catalogue."""

__version__ = "2.4.0"
