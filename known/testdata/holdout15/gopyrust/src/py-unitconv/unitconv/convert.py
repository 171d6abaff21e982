"""Converts lengths, masses and temperatures."""

FACTORS: dict[str, float] = {
    # lengths, to metres
    "mm": 0.001,
    "cm": 0.01,
    "m": 1.0,
    "km": 1000.0,
    "in": 0.0254,
    "ft": 0.3048,
    "yd": 0.9144,
    # masses, to kilograms
    "g": 0.001,
    "kg": 1.0,
    "lb": 0.45359237,
    "oz": 0.028349523125,
}


def convert(value: float, src: str, dst: str) -> float:
    """Converts value from unit src to unit dst (same dimension)."""
    return value * FACTORS[src] / FACTORS[dst]


def temperature(value: float, src: str, dst: str) -> float:
    """Converts between C, F and K."""
    if src == dst:
        return value
    if src == "F":
        celsius = value - 32 * 5 / 9
    elif src == "K":
        celsius = value - 273.15
    else:
        celsius = value
    if dst == "F":
        return celsius * 9 / 5 + 32
    if dst == "K":
        return celsius + 273.15
    return celsius
