"""Dew point from temperature and relative humidity (Magnus formula)."""
import math

A, B = 17.62, 243.12


def dew_point(temp_c: float, rh: float) -> float:
    if not 0 < rh <= 100:
        raise ValueError(f"relative humidity out of range: {rh}")
    gamma = math.log(rh / 100) + A * temp_c / (B + temp_c)
    return B * gamma / (A - gamma)
