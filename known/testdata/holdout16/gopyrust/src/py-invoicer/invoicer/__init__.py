"""Builds invoices from time sheets."""
