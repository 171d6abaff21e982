"""Tiny unit conversions."""

GRAMS_PER_POUND = 453.59237
CM_PER_INCH = 2.54


def lb_to_g(lb: float) -> float:
    return lb * GRAMS_PER_POUND


def g_to_lb(g: float) -> float:
    return g / GRAMS_PER_POUND


def in_to_cm(inches: float) -> float:
    return inches * CM_PER_INCH
