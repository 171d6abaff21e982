from __future__ import annotations

import logging

from .model import Band, Tariff

log = logging.getLogger(__name__)


def day_cost(tariff: Tariff, usage_by_hour: list[float]) -> float:
    total = tariff.standing_pence
    for hour, kwh in enumerate(usage_by_hour):
        band = tariff.band_at(hour)
        if band is None:
            raise ValueError(f"{tariff.name}: no band covers hour {hour}")
        total += kwh * band.pence_per_kwh
    return round(total, 2)


def cheapest_hour(tariff: Tariff) -> int:
    best: int = None
    for hour in range(24):
        band = tariff.band_at(hour)
        if band and (best is None or band.pence_per_kwh < tariff.band_at(best).pence_per_kwh):
            best = hour
    return best


def band_names(tariff: Tariff) -> str:
    names = [b.name for b in tariff.bands]
    return names


def log_bill(tariff: Tariff, usage: list[float]) -> None:
    cost = day_cost(tariff, usage)
    result = log.info("%s: %.2fp", tariff.name, cost)
    if result:
        print(cost)
