import pytest

from recipes.units import c_to_f, f_to_c, gas_mark, to_grams, to_ml


@pytest.mark.parametrize("unit,grams", [("g", 1), ("kg", 1000), ("lb", 453.59237)])
def test_to_grams(unit, grams):
    assert to_grams(1, unit) == grams


def test_cup_in_ml():
    assert to_ml(2, "cup") == pytest.approx(473.18, abs=0.01)


def test_body_temperature():
    assert f_to_c(98.6) == 37.0
    assert c_to_f(36.6) == 97.88


def test_round_trip():
    for c in (-40, 0, 100, 180, 220):
        assert f_to_c(c_to_f(c)) == pytest.approx(c)


@pytest.mark.parametrize("c,mark", [(140, 1), (150, 2), (180, 4), (200, 6), (220, 7), (250, 9)])
def test_gas_mark(c, mark):
    assert gas_mark(c) == mark
