import pytest

from weatherstats.rain import daily_total, intensity


@pytest.mark.parametrize(
    "mmh,want",
    [(0, "none"), (0.2, "light"), (2.4, "light"), (2.5, "moderate"), (7.5, "moderate"), (7.6, "heavy"), (49, "heavy"), (50, "violent")],
)
def test_intensity(mmh, want):
    assert intensity(mmh) == want


def test_daily_total_ignores_negative_glitches():
    assert daily_total([0.2, 1.4, -9999, 0.0, 3.1]) == 4.7
