import pytest

from unitsconv.convert import UnknownUnit, convert, parse_amount


def test_cup_to_ml():
    assert convert(2, "cup", "ml") == pytest.approx(473.176)


def test_ml_to_tbsp():
    assert convert(30, "ml", "tbsp") == pytest.approx(2.0, rel=1e-3)


def test_unknown_unit():
    with pytest.raises(UnknownUnit):
        convert(1, "cup", "g")


def test_empty_amount_rejected():
    with pytest.raises(ValueError):
        parse_amount("")


def test_parse_fraction():
    assert parse_amount("1 1/2 cup") == (1.5, "cup")
