"""Fills e-mail templates from a CSV of recipients."""
