"""Point-in-polygon and distance checks for delivery zones."""
from .shapes import Point, Polygon, contains, haversine_km

__all__ = ["Point", "Polygon", "contains", "haversine_km"]
