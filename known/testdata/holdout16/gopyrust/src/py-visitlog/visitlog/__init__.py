"""Stores page visits in SQLite and reports on them."""
