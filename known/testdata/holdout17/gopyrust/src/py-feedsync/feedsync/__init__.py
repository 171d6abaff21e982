"""Sync podcast feed settings from JSON files."""
__version__ = "0.4.0"
