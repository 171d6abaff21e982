"""Tile maths (Web Mercator, XYZ scheme)."""

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Tile:
    z: int
    x: int
    y: int

    def path(self) -> str:
        return f"{self.z}/{self.x}/{self.y}.png"


def tile_for(lat: float, lon: float, z: int) -> Tile:
    n = 2 ** z
    x = int((lon + 180.0) / 360.0 * n)
    lat_r = math.radians(lat)
    y = int((1.0 - math.asinh(math.tan(lat_r)) / math.pi) / 2.0 * n)
    return Tile(z, min(x, n - 1), min(y, n - 1))


def tiles_in_bbox(south: float, west: float, north: float, east: float, z: int):
    a, b = tile_for(north, west, z), tile_for(south, east, z)
    for x in range(a.x, b.x + 1):
        for y in range(a.y, b.y + 1):
            yield Tile(z, x, y)
