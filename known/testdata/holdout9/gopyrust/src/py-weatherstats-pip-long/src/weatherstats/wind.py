"""Wind chill and Beaufort scale."""
from .units import kmh_to_mph

BEAUFORT_KMH = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]


def wind_chill(temp_c: float, wind_kmh: float) -> float:
    """Apparent temperature (North American / UK index), valid below 10 C and above 4.8 km/h."""
    if temp_c > 10 or wind_kmh <= 4.8:
        return temp_c
    v = kmh_to_mph(wind_kmh) ** 0.16
    return 13.12 + 0.6215 * temp_c - 11.37 * v + 0.3965 * temp_c * v


def beaufort(wind_kmh: float) -> int:
    for force, limit in enumerate(BEAUFORT_KMH):
        if wind_kmh < limit:
            return force
    return 12


def compass(degrees: float) -> str:
    points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
    return points[int((degrees % 360) / 22.5 + 0.5) % 16]
