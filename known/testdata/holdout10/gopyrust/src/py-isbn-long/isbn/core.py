def clean(s: str) -> str:
    return s.replace("-", "").replace(" ", "")


def valid13(s: str) -> bool:
    d = clean(s)
    if len(d) != 13 or not d.isdigit():
        return False
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d))
    return total % 10 == 0


def valid10(s: str) -> bool:
    d = clean(s)
    if len(d) != 10 or not d[:9].isdigit() or not (d[9].isdigit() or d[9] == "X"):
        return False
    total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(d))
    return total % 11 == 0


def to13(s: str) -> str:
    d = "978" + clean(s)[:9]
    check = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10) % 10
    return d + str(check)


def hyphenate13(s: str) -> str:
    """978-GROUP-PUBLISHER-TITLE-CHECK for the English-language group (0 and 1)."""
    d = clean(s)
    prefix, group, rest = d[:3], d[3], d[4:12]
    pub_len = 2 if rest[:2] < "20" else 3 if rest[:3] < "700" else 4
    return f"{prefix}-{group}-{rest[:pub_len]}-{rest[pub_len:]}-{d[12]}"
