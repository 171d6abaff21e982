import pytest


def parse_size(s):
    units = {"k": 1024, "m": 1024**2, "g": 1024**3}
    s = s.strip().lower()
    if s[-1] in units:
        return int(float(s[:-1]) * units[s[-1]])
    return int(s)


@pytest.mark.parametrize(
    "text,expected",
    [("10", 10), ("1k", 1024), ("2M", 2 * 1024**2), ("1.5k", 1536), (" 3g ", 3 * 1024**3)],
)
def test_parse_size(text, expected):
    assert parse_size(text) == expected


def test_parse_size_bytes_suffix():
    assert parse_size("512b") == 512


def test_parse_size_rejects_empty():
    with pytest.raises(ValueError):
        parse_size("")
