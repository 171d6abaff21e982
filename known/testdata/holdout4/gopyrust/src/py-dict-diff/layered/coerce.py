"""Turns strings from the environment into typed values."""
from __future__ import annotations

TRUE = {"1", "true", "yes", "on"}
FALSE = {"0", "false", "no", "off"}


def coerce(text: str) -> object:
    """Returns an int, float, bool, None, list or the string itself."""
    low = text.strip().lower()
    if low in TRUE:
        return True
    if low in FALSE:
        return False
    if low in ("", "null", "none"):
        return None
    if "," in text:
        return [coerce(part) for part in text.split(",")]
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text.strip()
