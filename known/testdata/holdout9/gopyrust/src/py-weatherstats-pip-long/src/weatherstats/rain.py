"""Rainfall totals and intensity classes."""


def intensity(mm_per_hour: float) -> str:
    if mm_per_hour <= 0:
        return "none"
    if mm_per_hour < 2.5:
        return "light"
    if mm_per_hour < 7.6:
        return "moderate"
    if mm_per_hour < 50:
        return "heavy"
    return "violent"


def daily_total(hourly_mm: list) -> float:
    return round(sum(max(h, 0.0) for h in hourly_mm), 1)
