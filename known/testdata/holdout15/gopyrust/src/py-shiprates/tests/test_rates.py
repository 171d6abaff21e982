import math

import pytest

from shiprates import ZONES, quote
from shiprates.rates import BASE_CENTS, PER_KG_CENTS

WEIGHTS = sorted([100, 500, 999, 1000, 1001, 1500, 2000, 2500, 3000, 4999, 5000, 7500, 10000, 12000, 15000,
           20000, 25000, 30000, 31500, 40000, 50, 250, 750, 1999, 2001, 6000, 8000, 9000, 11000, 18000])


@pytest.mark.parametrize("grams", WEIGHTS)
@pytest.mark.parametrize("country", sorted(ZONES))
def test_quote_table(country, grams):
    zone = ZONES[country]
    want = BASE_CENTS[zone] + max(0, math.ceil(grams / 1000) - 1) * PER_KG_CENTS[zone]
    assert quote(country, grams) == want


@pytest.mark.parametrize("country", sorted(ZONES))
def test_quote_grows_with_weight(country):
    prices = [quote(country, g) for g in WEIGHTS]
    assert prices == sorted(prices)


@pytest.mark.parametrize("country", sorted(ZONES))
def test_base_up_to_one_kg(country):
    assert quote(country, 1000) == BASE_CENTS[ZONES[country]]


def test_unknown_country():
    with pytest.raises(KeyError):
        quote("XX", 100)
