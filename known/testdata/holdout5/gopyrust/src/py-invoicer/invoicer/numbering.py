"""Invoice numbers such as INV-2024-00042."""
import re

_PATTERN = re.compile(r"^(?P<prefix>[A-Z]+)-(?P<year>\d{4})-(?P<seq>\d+)$")


def parse(number: str):
    m = _PATTERN.match(number)
    if not m:
        raise ValueError(f"not an invoice number: {number!r}")
    return m["prefix"], int(m["year"]), m["seq"]


def next_number(number: str) -> str:
    """The number after `number`, keeping the width of its sequence part.

    Raises OverflowError when the sequence part is already all nines.
    """
    prefix, year, seq = parse(number)
    width = len(seq)
    return f"{prefix}-{year}-{int(seq) + 1:0{width}d}"


def first_of_year(prefix: str, year: int, width: int = 5) -> str:
    return f"{prefix}-{year}-{1:0{width}d}"
