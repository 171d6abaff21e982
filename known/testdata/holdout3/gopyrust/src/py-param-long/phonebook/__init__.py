"""Phone number clean-up for the contacts import."""
