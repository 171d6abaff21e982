"""URL slugs from titles."""
