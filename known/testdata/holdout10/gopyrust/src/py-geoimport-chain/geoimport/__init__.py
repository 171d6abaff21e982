"""Imports region tables into the geo database."""
