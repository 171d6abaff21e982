import pytest

from sizeparse import format_size


@pytest.mark.parametrize(
    "n,binary,want",
    [
        (0, True, "0 B"),
        (1023, True, "1023 B"),
        (1536, True, "1.5 KiB"),
        (1_500_000, False, "1.5 MB"),
        (5 * 1024**4, True, "5.0 TiB"),
    ],
)
def test_format_size(n, binary, want):
    assert format_size(n, binary=binary) == want
