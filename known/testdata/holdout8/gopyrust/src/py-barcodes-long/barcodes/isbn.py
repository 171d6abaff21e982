from barcodes.ean import ean13_check_digit, is_valid_ean13


def _isbn10_check(first9: str) -> str:
    s = sum((10 - i) * int(c) for i, c in enumerate(first9))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


def is_valid_isbn10(code: str) -> bool:
    c = code.replace("-", "")
    return len(c) == 10 and c[:9].isdigit() and c[9] in "0123456789X" and _isbn10_check(c[:9]) == c[9]


def isbn10_to_13(code: str) -> str:
    c = code.replace("-", "")
    if not is_valid_isbn10(c):
        raise ValueError(f"invalid ISBN-10: {code!r}")
    first12 = "978" + c[:9]
    return first12 + str(ean13_check_digit(first12))


def isbn13_to_10(code: str) -> str:
    c = code.replace("-", "")
    if not is_valid_ean13(c) or not c.startswith(("978", "979")):
        raise ValueError(f"invalid ISBN-13: {code!r}")
    if c.startswith("979"):
        raise ValueError(f"{code!r} has no ISBN-10 (979 prefix)")
    return c[3:12] + _isbn10_check(c[3:12])
