def _digits(code: str) -> list[int]:
    code = code.replace("-", "").replace(" ", "")
    if not code.isdigit():
        raise ValueError(f"not all digits: {code!r}")
    return [int(c) for c in code]


def ean13_check_digit(first12: str) -> int:
    d = _digits(first12)
    if len(d) != 12:
        raise ValueError(f"want 12 digits, got {len(d)}")
    s = sum(x * (3 if i % 2 else 1) for i, x in enumerate(d))
    return (10 - s % 10) % 10


def is_valid_ean13(code: str) -> bool:
    try:
        d = _digits(code)
    except ValueError:
        return False
    return len(d) == 13 and ean13_check_digit("".join(map(str, d[:12]))) == d[12]


def upc_to_ean13(upc: str) -> str:
    d = _digits(upc)
    if len(d) != 12:
        raise ValueError(f"UPC-A has 12 digits, got {len(d)}")
    return "0" + "".join(map(str, d))
