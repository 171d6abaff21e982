"""Phone number normalisation (E.164-ish)."""

import re


def normalize(raw: str, default_cc: str = "49") -> str:
    digits = re.sub(r"[^\d+]", "", raw)
    if not digits:
        return ""
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif digits.startswith("0"):
        digits = "+" + default_cc + digits[1:]
    elif not digits.startswith("+"):
        digits = "+" + default_cc + digits
    return digits
