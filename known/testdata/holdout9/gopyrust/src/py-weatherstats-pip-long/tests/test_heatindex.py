import pytest

from weatherstats.heatindex import heat_index


@pytest.mark.parametrize("t,rh", [(20, 50), (25, 90), (26, 10)])
def test_below_threshold_is_air_temperature(t, rh):
    assert heat_index(t, rh) == t


@pytest.mark.parametrize("t,rh,want", [(30, 70, 35.0), (32, 60, 37.3), (35, 50, 41.1), (40, 40, 48.3)])
def test_heat_index(t, rh, want):
    assert heat_index(t, rh) == pytest.approx(want, abs=0.5)
