import pytest

from weatherstats import units


@pytest.mark.parametrize("c,f", [(-40, -40), (0, 32), (37, 98.6), (100, 212), (-17.8, -0.04), (21, 69.8)])
def test_c_to_f(c, f):
    assert units.c_to_f(c) == pytest.approx(f, abs=0.01)
    assert units.f_to_c(f) == pytest.approx(c, abs=0.01)


@pytest.mark.parametrize("kmh", [0, 1, 3.6, 5, 10, 15, 20, 36, 50, 72, 100, 120, 150, 250])
def test_speed_round_trip(kmh):
    assert units.ms_to_kmh(units.kmh_to_ms(kmh)) == pytest.approx(kmh)


def test_mph():
    assert units.kmh_to_mph(100) == pytest.approx(62.137, abs=0.001)


@pytest.mark.parametrize("mm,inches", [(0, 0), (25.4, 1), (10, 0.394), (100, 3.937), (2.54, 0.1)])
def test_mm_to_in(mm, inches):
    assert units.mm_to_in(mm) == pytest.approx(inches, abs=0.001)


@pytest.mark.parametrize("hpa,inhg", [(1013.25, 29.92), (1000, 29.53), (980, 28.94), (1040, 30.71)])
def test_hpa_to_inhg(hpa, inhg):
    assert units.hpa_to_inhg(hpa) == pytest.approx(inhg, abs=0.01)
