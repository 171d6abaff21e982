"""Parcel rates by zone and weight band."""
import math

ZONES = {"DE": 1, "AT": 2, "NL": 2, "FR": 3, "IT": 3, "ES": 4, "SE": 4, "PL": 3, "GB": 5, "US": 6}
BASE_CENTS = {1: 490, 2: 890, 3: 1090, 4: 1290, 5: 1790, 6: 2990}
PER_KG_CENTS = {1: 40, 2: 90, 3: 110, 4: 140, 5: 210, 6: 390}


def quote(country, grams):
    """Price in cents: the zone's base plus a per-kg charge for each started kg above 1 kg."""
    zone = ZONES[country]
    extra_kg = max(0, math.ceil(grams / 1000) - 1)
    return BASE_CENTS[zone] + extra_kg * PER_KG_CENTS[zone]
