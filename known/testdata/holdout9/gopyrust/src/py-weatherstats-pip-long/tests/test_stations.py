import pytest

from weatherstats.stations import STATIONS, name


@pytest.mark.parametrize("code", sorted(STATIONS))
def test_known_station_has_name(code):
    assert name(code)


def test_unknown_station():
    with pytest.raises(KeyError):
        name("XXXX")
