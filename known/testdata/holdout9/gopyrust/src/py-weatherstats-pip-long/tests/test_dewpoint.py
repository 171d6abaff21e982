import pytest

from weatherstats.dewpoint import dew_point


@pytest.mark.parametrize(
    "t,rh,want",
    [(20, 50, 9.3), (25, 80, 21.3), (10, 100, 10.0), (30, 30, 10.5), (0, 60, -6.8), (-5, 90, -6.3), (15, 70, 9.6)],
)
def test_dew_point(t, rh, want):
    assert dew_point(t, rh) == pytest.approx(want, abs=0.1)


@pytest.mark.parametrize("rh", [0, -5, 101])
def test_bad_humidity(rh):
    with pytest.raises(ValueError):
        dew_point(20, rh)
