import math
from dataclasses import dataclass

R_EARTH_M = 6_371_000.0


def haversine_m(a, b):
    lat1, lon1 = map(math.radians, a)
    lat2, lon2 = map(math.radians, b)
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * R_EARTH_M * math.asin(math.sqrt(h))


@dataclass
class Circle:
    center: tuple
    radius_m: float

    def contains(self, p):
        return haversine_m(self.center, p) <= self.radius_m


@dataclass
class Polygon:
    points: list

    def contains(self, p):
        x, y = p
        inside = False
        pts = self.points
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[i - 1]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                inside = not inside
        return inside
