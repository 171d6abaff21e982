import pytest

from unitsdb import convert, fmt


def test_km_to_m():
    assert convert(1.5, "km", "m") == 1500


def test_unknown_unit_raises():
    with pytest.raises(KeyError, match="unknown unit 'furlong'"):
        convert(1, "furlong", "m")


def test_alias_warns():
    with pytest.warns(DeprecationWarning, match="alias 'metre'"):
        assert convert(2, "metre", "cm") == 200


def test_miles_to_feet():
    assert convert(1, "mi", "feet") == pytest.approx(5280)


def test_fmt_rounds():
    assert fmt(2.675, "m") == "2.68 m"
