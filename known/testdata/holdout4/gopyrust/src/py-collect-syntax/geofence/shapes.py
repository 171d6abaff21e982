"""Simple planar polygons over latitude/longitude points."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

EARTH_RADIUS_KM = 6371.0088


@dataclass(frozen=True)
class Point:
    lat: float
    lon: float


@dataclass
class Polygon:
    name: str
    vertices: list[Point] = field(default_factory=list)

    def bbox(self) -> tuple[float, float, float, float]:
        lats = [p.lat for p in self.vertices]
        lons = [p.lon for p in self.vertices]
        return min(lats), min(lons), max(lats), max(lons)


def contains(poly: Polygon, pt: Point) -> bool:
    """Ray casting; points on an edge may go either way."""
    inside = False
    vs = poly.vertices
    j = len(vs) - 1
    for i, vi in enumerate(vs):
        vj = vs[j]
        if (vi.lat > pt.lat) != (vj.lat > pt.lat):
            cross = (vj.lon - vi.lon) * (pt.lat - vi.lat) / (vj.lat - vi.lat) + vi.lon
            if pt.lon < cross:
                inside = not inside
        j = i
    return inside


def haversine_km(a: Point, b: Point) -> float:
    """Great-circle distance in kilometres."""
    la1, lo1, la2, lo2 = map(math.radians, (a.lat, a.lon, b.lat, b.lon))
    h = (math.sin((la2 - la1) / 2) ** 2
         + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2)
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))
