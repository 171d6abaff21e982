import pytest

from weatherstats.wind import beaufort, compass, wind_chill


@pytest.mark.parametrize(
    "kmh,force",
    [(0, 0), (0.9, 0), (1, 1), (5.9, 1), (11, 2), (19, 3), (28, 4), (38, 5), (49, 6), (61, 7), (74, 8), (88, 9), (102, 10), (117, 11), (130, 12)],
)
def test_beaufort(kmh, force):
    assert beaufort(kmh) == force


@pytest.mark.parametrize("deg,point", [(0, "N"), (11, "N"), (12, "NNE"), (90, "E"), (200, "SSW"), (359, "N"), (720, "N")])
def test_compass(deg, point):
    assert compass(deg) == point


@pytest.mark.parametrize(
    "t,kmh,want",
    [(5, 3, 5.0), (15, 40, 15.0), (0, 20, -5.2), (-10, 30, -19.5), (5, 50, -0.3), (-20, 10, -26.3)],
)
def test_wind_chill(t, kmh, want):
    # Environment Canada's wind chill table (km/h)
    assert wind_chill(t, kmh) == pytest.approx(want, abs=0.2)
