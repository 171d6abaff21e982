"""A tiny units database."""
import warnings

FACTORS = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "ft": 0.3048, "mi": 1609.344}
ALIASES = {"meter": "m", "metre": "m", "inch": "in", "feet": "ft", "mile": "mi"}


def convert(value, src, dst):
    """Converts value from unit src to unit dst."""
    return value * FACTORS[resolve(src)] / FACTORS[resolve(dst)]


def resolve(name):
    if name in FACTORS:
        return name
    if name in ALIASES:
        warnings.warn(f"unit alias {name!r} is deprecated, use {ALIASES[name]!r}", DeprecationWarning, stacklevel=3)
        return ALIASES[name]
    raise KeyError(f"unknown unit {name!r}")


def fmt(value, unit, places=2):
    return f"{value:.{places}f} {unit}"
