import json
from pathlib import Path

from geofence import Polygon


def load_fence(name):
    data = json.loads((Path(__file__).parent / "fences" / f"{name}.json").read_text())
    return Polygon([tuple(p) for p in data["points"]])


def test_triangle_literal():
    tri = Polygon([(0, 0), (4, 0), (0, 4)])
    assert tri.contains((1, 1))
