"""Imports smart-meter CSV exports into SQLite."""
