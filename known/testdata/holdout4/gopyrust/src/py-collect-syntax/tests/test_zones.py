import pytest

from geofence import Point
from geofence.zones import zone_of

CASES = {
    "trafalgar": (Point(51.508, -0.128), "centre"),
    "shoreditch": (Point(51.526, -0.078), "centre"),
    "stratford": (Point(51.541, -0.003), "east"),
    "canary wharf": (Point(51.505, -0.019), "east"),
<<<<<<< HEAD
    "heathrow": (Point(51.470, -0.454), None),
    "greenwich": (Point(51.482, 0.0), None),
=======
    "heathrow": (Point(51.470, -0.454), "west"),
>>>>>>> zones-west
}


@pytest.mark.parametrize("place", sorted(CASES))
def test_zone_of(place):
    pt, want = CASES[place]
    assert zone_of(pt) == want
