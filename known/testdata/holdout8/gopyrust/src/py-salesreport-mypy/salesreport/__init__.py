"""Monthly sales reports from CSV exports."""
