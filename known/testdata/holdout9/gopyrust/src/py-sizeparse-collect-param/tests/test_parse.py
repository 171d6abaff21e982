import pytest

from sizeparse import parse_size


@pytest.mark.parametrize(
    "raw,expected",
    [
        ("0", 0),
        ("512", 512),
        ("4k", 4000),
        ("4KiB", 4096),
        ("1.5 GiB", 1610612736),
        ("200MB", 200_000_000),
        (" 3 tb ", 3_000_000_000_000),
    ],
)
def test_parse_size(text, expected):
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "1.2.3 MB", "-5k", "12 parsecs"])
def test_parse_size_rejects(text):
    with pytest.raises(ValueError):
        parse_size(text)
