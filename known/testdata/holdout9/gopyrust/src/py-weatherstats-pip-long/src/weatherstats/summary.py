"""Daily summaries of a station's readings."""
from dataclasses import dataclass
from statistics import mean

from .rain import daily_total


@dataclass
class DaySummary:
    station: str
    date: str
    t_min: float
    t_max: float
    t_mean: float
    rain_mm: float
    gust_kmh: float


def summarize(readings: list) -> DaySummary:
    if not readings:
        raise ValueError("no readings")
    temps = [r.temp_c for r in readings]
    return DaySummary(
        station=readings[0].station,
        date=readings[0].time.date().isoformat(),
        t_min=min(temps),
        t_max=max(temps),
        t_mean=round(mean(temps), 1),
        rain_mm=daily_total([r.rain_mm for r in readings]),
        gust_kmh=max(r.wind_kmh for r in readings),
    )
