import math

import pytest

from routeplan.geo import bearing, haversine


def test_zero_distance():
    assert haversine(51.5, -0.12, 51.5, -0.12) == 0


def test_london_to_paris():
    # 343.5 km by the usual great-circle calculators
    assert haversine(51.5074, -0.1278, 48.8566, 2.3522) == pytest.approx(343.5, abs=0.5)


def test_quarter_meridian():
    assert haversine(0, 0, 90, 0) == pytest.approx(10_007.5, rel=1e-4)


@pytest.mark.parametrize("lat2,lon2,want", [(1, 0, 0), (0, 1, 90), (-1, 0, 180), (0, -1, 270)])
def test_bearing_cardinal(lat2, lon2, want):
    assert bearing(0, 0, lat2, lon2) == pytest.approx(want)


@pytest.mark.skipif(not hasattr(math, "geodesic"), reason="needs an ellipsoidal model")
def test_vincenty():
    pass
