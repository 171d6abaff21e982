import re

_UNITS = {
    "": 1,
    "b": 1,
    "k": 1000, "kb": 1000, "kib": 1024,
    "m": 1000**2, "mb": 1000**2, "mib": 1024**2,
    "g": 1000**3, "gb": 1000**3, "gib": 1024**3,
    "t": 1000**4, "tb": 1000**4, "tib": 1024**4,
}

_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$")


def parse_size(text: str) -> int:
    """Parse a size such as '1.5 GiB' into bytes (SI units for kB/MB, IEC for KiB/MiB)."""
    m = _RE.match(text)
    if not m:
        raise ValueError(f"not a size: {text!r}")
    number, unit = m.groups()
    try:
        factor = _UNITS[unit.lower()]
    except KeyError:
        raise ValueError(f"unknown unit {unit!r} in {text!r}") from None
    return int(float(number) * factor)


def format_size(n: int, binary: bool = True) -> str:
    """Format bytes with one decimal, e.g. 1536 -> '1.5 KiB'."""
    base = 1024 if binary else 1000
    units = ["B", "KiB", "MiB", "GiB", "TiB"] if binary else ["B", "kB", "MB", "GB", "TB"]
    value = float(n)
    for unit in units:
        if abs(value) < base or unit == units[-1]:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= base
    raise AssertionError("unreachable")
