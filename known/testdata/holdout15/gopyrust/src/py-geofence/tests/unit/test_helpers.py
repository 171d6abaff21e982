import pytest

from geofence import haversine_m


def km(a, b):
    return haversine_m(a, b) / 1000


def test_berlin_paris():
    assert km((52.52, 13.405), (48.8566, 2.3522)) == pytest.approx(878, rel=0.01)
