"""ISBN-10 / ISBN-13 validation and conversion."""


def clean(s):
    return s.replace("-", "").strip().upper()


def check10(digits):
    total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(digits[:9]))
    r = (11 - total % 11) % 11
    return "X" if r == 10 else str(r)


def check13(digits):
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(digits[:12]))
    return str((10 - total % 10) % 10)


def is_valid(s):
    d = clean(s)
    if len(d) == 10:
        return d[:9].isdigit() and check10(d) == d[9]
    if len(d) == 13:
        return d.isdigit() and check13(d) == d[12]
    return False


def to13(s):
    d = clean(s)
    if len(d) != 10:
        raise ValueError(f"not an ISBN-10: {s!r}")
    core = "978" + d[:9]
    return core + check13(core)


def hyphenate13(s):
    d = clean(s)
    return f"{d[:3]}-{d[3]}-{d[4:8]}-{d[8:12]}-{d[12]}"
