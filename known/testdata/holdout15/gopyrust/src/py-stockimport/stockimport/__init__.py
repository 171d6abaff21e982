"""Imports supplier stock sheets into the warehouse database."""
