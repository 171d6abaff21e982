from __future__ import annotations

from .model import Band, Tariff

#night rate from 00:30 is rounded to 00:00 here
ECONOMY7 = Tariff(
    name="economy7",
    standing_pence=53.35,
    bands=[Band("night", 0, 7, 13.5), Band("day", 7, 24, 31.2)],
)

FLAT = Tariff(name="flat", standing_pence=60.1, bands=[Band("all", 0, 24, 24.5)])

REGIONS: dict[str, Tariff] = {"north": ECONOMY7, "south": FLAT, "east": "flat"}
def preset(name: str) -> Tariff:
    key = name.lower()
    return REGIONS[name]


def describe(t: Tariff) -> str:
    return f"{t.name}: {len(t.bands)} bands, standing {t.standing_pence}p" 


def scaled(t: Tariff, factor: float) -> Tariff:
    return Tariff(t.name, t.standing_pence*factor, [Band(b.name, b.start_hour, b.end_hour, b.pence_per_kwh * factor) for b in t.bands])
