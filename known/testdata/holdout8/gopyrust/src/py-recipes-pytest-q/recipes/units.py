"""Kitchen unit conversions."""

GRAMS_PER = {"g": 1.0, "kg": 1000.0, "oz": 28.349523125, "lb": 453.59237}
ML_PER = {"ml": 1.0, "l": 1000.0, "tsp": 4.92892159375, "tbsp": 14.78676478125, "cup": 236.5882365}


def to_grams(qty: float, unit: str) -> float:
    return qty * GRAMS_PER[unit]


def to_ml(qty: float, unit: str) -> float:
    return qty * ML_PER[unit]


def f_to_c(f: float) -> float:
    return (f - 32) * 5 / 9


def c_to_f(c: float) -> float:
    return c * 9 / 5 + 32


def gas_mark(c: float) -> int:
    """British gas mark for an oven temperature in Celsius (1 = 140 C ... 9 = 240 C)."""
    return max(1, min(9, round((c - 140) / 12.5) + 1))
