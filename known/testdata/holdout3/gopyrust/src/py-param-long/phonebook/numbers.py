import re

COUNTRY_CODES = {"DE": "49", "FR": "33", "GB": "44", "US": "1", "NL": "31", "CH": "41"}


class NumberError(ValueError):
    pass


def normalize(raw, country="DE"):
    """Return the number in E.164 form, e.g. '+4930123456'."""
    s = raw.strip()
    s = re.sub(r"(?i)\s*(ext\.?|x)\s*\d+$", "", s)
    digits = re.sub(r"[^\d+]", "", s)
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    if digits.startswith("+"):
        return digits
    if digits.startswith("0"):
        return "+" + COUNTRY_CODES[country] + digits[1:]
    raise NumberError(f"cannot tell the country of {raw!r}")


def is_valid(e164):
    return bool(re.fullmatch(r"\+[1-9]\d{6,15}", e164))


def extension(raw):
    m = re.search(r"(?i)(?:ext\.?|x)\s*(\d+)$", raw.strip())
    return m.group(1) if m else None


def mask(e164, keep=3):
    return e164[: len(e164) - keep].replace(e164[1:-keep], "*" * len(e164[1:-keep])) + e164[-keep:]
