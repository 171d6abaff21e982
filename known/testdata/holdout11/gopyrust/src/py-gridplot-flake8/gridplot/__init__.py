"""ASCII plots of grids."""
