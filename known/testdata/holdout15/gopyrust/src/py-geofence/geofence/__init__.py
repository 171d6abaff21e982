from .shapes import Circle, Polygon, haversine_m

__all__ = ["Circle", "Polygon", "haversine_m"]
