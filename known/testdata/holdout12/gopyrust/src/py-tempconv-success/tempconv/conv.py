ABSOLUTE_ZERO_C = -273.15


def c_to_f(c: float) -> float:
    if c < ABSOLUTE_ZERO_C:
        raise ValueError(f"{c} C is below absolute zero")
    return c * 9 / 5 + 32


def f_to_c(f: float) -> float:
    return (f - 32) * 5 / 9


def parse(text: str) -> float:
    """'21.5C' -> 21.5 (Celsius); '70F' -> Celsius too."""
    text = text.strip().upper()
    value, unit = float(text[:-1]), text[-1]
    if unit == "C":
        return value
    if unit == "F":
        return f_to_c(value)
    raise ValueError(f"unknown unit {unit!r}")
