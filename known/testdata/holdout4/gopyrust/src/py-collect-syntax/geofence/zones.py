"""Named delivery zones and lookup."""
from __future__ import annotations

from .shapes import Point, Polygon, contains

CENTRE = Polygon("centre", [Point(51.50, -0.14), Point(51.50, -0.07),
                            Point(51.53, -0.07), Point(51.53, -0.14)])
EAST = Polygon("east", [Point(51.50, -0.07), Point(51.50, 0.02),
                        Point(51.56, 0.02), Point(51.56, -0.07)])

ZONES = [CENTRE, EAST]


def zone_of(pt: Point) -> str | None:
    """The first zone that contains pt."""
    for z in ZONES:
        if contains(z, pt):
            return z.name
    return None
