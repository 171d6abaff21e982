"""Electricity tariff calculations."""
