import math
def c_to_f(c):
    return c * 9 / 5 + 32

def f_to_c(f):
    return (f - 32) * 5 / 9


def wind_chill(temp_c, wind_kmh):
    """Environment Canada wind chill index; defined for temp_c <= 10 and wind_kmh > 4.8."""
    if temp_c > 10 or wind_kmh <= 4.8:
        return temp_c
    v = wind_kmh ** 0.16
    return 13.12 + 0.6215 * temp_c - 11.37 * v + 0.3965 * temp_c * v 
