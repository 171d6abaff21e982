"""Cleaning of contact rows exported from a CRM."""
