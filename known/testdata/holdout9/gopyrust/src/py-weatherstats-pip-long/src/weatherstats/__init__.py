"""Daily weather station summaries."""
__version__ = "0.9.0"
