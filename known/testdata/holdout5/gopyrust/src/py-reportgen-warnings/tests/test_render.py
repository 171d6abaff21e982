import sys

import pytest

from reportgen import render


@pytest.mark.parametrize("grams", [0, 250, 1000, 1499, 22000])
def test_weight_kg(grams):
    assert render.weight_cell(grams).endswith(" kg")


@pytest.mark.parametrize("grams,expected", [(453, "1.0 lb"), (4536, "10.0 lb")])
def test_weight_lb(grams, expected):
    assert render.weight_cell(grams, "lb") == expected


def test_weight_unknown_unit_warns_and_falls_back():
    assert render.weight_cell(1500, "stone") == "1.5 kg"


def test_money_cell():
    assert render.money_cell(1234.5) == "1,234.50 EUR"


@pytest.mark.parametrize("name", ["mugs", "tees", "caps", "posters"])
def test_row(name):
    out = render.row(name, 1200, 99.0)
    assert out.startswith(name)
    assert out.count(" | ") == 2


@pytest.mark.slow
def test_many_rows():
    lines = [render.row(f"item{i}", i, float(i)) for i in range(200)]
    assert len(lines) == 200


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="Windows line endings check")
def test_crlf_output():
    assert render.row("x", 1, 1.0).endswith("\r\n")
