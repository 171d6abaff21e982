"""Unit conversions for recipe scaling."""
