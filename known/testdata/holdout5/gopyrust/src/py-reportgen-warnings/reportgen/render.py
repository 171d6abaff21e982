"""Renders report rows."""
import warnings

import legacyfmt
from tinyunits import g_to_lb


def money_cell(value: float) -> str:
    return legacyfmt.money(value)


def weight_cell(grams: int, unit: str = "kg") -> str:
    if unit == "lb":
        return f"{g_to_lb(grams):.1f} lb"
    if unit != "kg":
        warnings.warn(f"unknown unit {unit!r}, falling back to kg", UserWarning, stacklevel=2)
    return f"{grams / 1000:.1f} kg"


def row(name: str, grams: int, value: float, unit: str = "kg") -> str:
    return " | ".join([legacyfmt.pad(name, 12), weight_cell(grams, unit), money_cell(value)])
