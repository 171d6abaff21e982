import sys

import pytest

from tempconv import c_to_f, f_to_c, parse


@pytest.mark.parametrize("c,f", [(0, 32), (100, 212), (-40, -40), (37, 98.6)])
def test_round_trip(c, f):
    assert c_to_f(c) == pytest.approx(f)
    assert f_to_c(f) == pytest.approx(c)


def test_below_absolute_zero_raises():
    with pytest.raises(ValueError, match="below absolute zero"):
        c_to_f(-300)


@pytest.mark.parametrize("text,want", [("21.5C", 21.5), ("212F", 100.0), (" 0c ", 0.0)])
def test_parse(text, want):
    assert parse(text) == pytest.approx(want)


def test_parse_error_message():
    with pytest.raises(ValueError) as e:
        parse("12K")
    assert "unknown unit 'K'" in str(e.value)


@pytest.mark.xfail(reason="Kelvin input is not supported yet", raises=ValueError)
def test_parse_kelvin():
    assert parse("273.15K") == pytest.approx(0.0)


@pytest.mark.skipif(sys.platform == "linux", reason="Windows locale test")
def test_parse_decimal_comma():
    assert parse("21,5C") == 21.5
