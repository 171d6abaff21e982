"""Scale recipes and convert their units."""
