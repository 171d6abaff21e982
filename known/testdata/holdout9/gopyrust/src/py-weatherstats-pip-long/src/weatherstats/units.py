"""Unit conversions used throughout the package."""


def c_to_f(c: float) -> float:
    return c * 9 / 5 + 32


def f_to_c(f: float) -> float:
    return (f - 32) * 5 / 9


def kmh_to_ms(v: float) -> float:
    return v / 3.6


def ms_to_kmh(v: float) -> float:
    return v * 3.6


def kmh_to_mph(v: float) -> float:
    return v / 1.609344


def mm_to_in(mm: float) -> float:
    return mm / 25.4


def hpa_to_inhg(p: float) -> float:
    return p * 0.0295299830714
