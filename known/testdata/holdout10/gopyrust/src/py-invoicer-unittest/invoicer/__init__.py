"""Plain-text invoices."""
