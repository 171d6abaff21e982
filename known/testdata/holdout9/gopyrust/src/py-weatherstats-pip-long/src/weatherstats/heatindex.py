"""Heat index (Rothfusz regression, NWS)."""
from .units import c_to_f, f_to_c


def heat_index(temp_c: float, rh: float) -> float:
    t = c_to_f(temp_c)
    if t < 80:
        return temp_c
    hi = (-42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh
          - 6.83783e-3 * t * t - 5.481717e-2 * rh * rh + 1.22874e-3 * t * t * rh
          + 8.5282e-4 * t * rh * rh - 1.99e-6 * t * t * rh * rh)
    return f_to_c(hi)
