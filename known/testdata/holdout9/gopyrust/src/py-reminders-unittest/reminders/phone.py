"""Phone number normalisation (E.164, UK default)."""
import re


def normalize(raw: str, default_cc: str = "44") -> str:
    digits = re.sub(r"[^\d+]", "", raw)
    if digits.startswith("+"):
        return digits
    if digits.startswith("00"):
        return "+" + digits[2:]
    if digits.startswith("0"):
        return f"+{default_cc}{digits[1:]}"
    if not digits:
        raise ValueError(f"no digits in {raw!r}")
    return f"+{default_cc}{digits}"
