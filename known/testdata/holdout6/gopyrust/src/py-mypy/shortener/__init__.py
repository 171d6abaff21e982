"""A URL shortener core."""
