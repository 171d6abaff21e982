"""Normalisation of single fields."""
import re

_SPACES = re.compile(r"\s+")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$")


def name(value: str) -> str:
    """Collapses whitespace and title-cases each part, keeping particles lower case."""
    parts = _SPACES.sub(" ", value).strip().split(" ")
    out = []
    for i, p in enumerate(parts):
        if i > 0 and p.lower() in {"van", "de", "der", "von", "da"}:
            out.append(p.lower())
        else:
            out.append(p[:1].upper() + p[1:].lower())
    return " ".join(out)


def email(value: str) -> str:
    v = value.strip().lower()
    if not _EMAIL.match(v):
        raise ValueError(f"invalid email: {value!r}")
    return v


def phone(value: str, country_code: str = "+33") -> str:
    """Digits only, with the country code; a leading 0 is the trunk prefix."""
    digits = re.sub(r"\D", "", value)
    if value.strip().startswith("+"):
        return "+" + digits
    if digits.startswith("0"):
        digits = digits[1:]
    return country_code + digits


def postcode(value, country: str) -> str:
    value = value.strip().upper()
    if country == "NL":
        return value[:4] + " " + value[4:].strip()
    if country == "GB":
        value = value.replace(" ", "")
        return value[:-3] + " " + value[-3:]
    return value
