import re

_PART = re.compile(r"(\d+)([hms])")


def parse_interval(text):
    """'1h30m' -> 5400 seconds; '45' -> 45."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    total = 0
    for n, unit in _PART.findall(text):
        total += int(n) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total


def format_hms(seconds):
    h, rest = divmod(int(seconds), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
