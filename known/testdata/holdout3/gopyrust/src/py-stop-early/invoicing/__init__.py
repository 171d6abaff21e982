"""Invoice totals with VAT and discounts, in integer cents."""
