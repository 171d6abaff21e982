"""Nearest-neighbour delivery rounds."""
from __future__ import annotations

from dataclasses import dataclass

from .geo import haversine


@dataclass(frozen=True)
class Stop:
    name: str
    lat: float
    lon: float


def nearest_neighbour(start: Stop, stops: list[Stop]) -> list[Stop]:
    """Visit every stop, always going to the closest one not yet visited."""
    route, here, left = [], start, list(stops)
    while left:
        nxt = min(left, key=lambda s: haversine(here.lat, here.lon, s.lat, s.lon))
        route.append(nxt)
        left.remove(nxt)
        here = nxt
    return route


def length_km(start: Stop, route: list[Stop], back: bool = True) -> float:
    points = [start, *route] + ([start] if back else [])
    return sum(haversine(a.lat, a.lon, b.lat, b.lon) for a, b in zip(points, points[1:]))


def split_rounds(route: list[Stop], max_stops: int) -> list[list[Stop]]:
    """Cut the route into rounds of at most max_stops stops."""
    return [route[i:i + max_stops] for i in range(0, len(route) - 1, max_stops)]
