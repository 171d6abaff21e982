"""Nightly ETL jobs."""
