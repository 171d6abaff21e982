import pytest

from podfeed.units import format_hms, parse_duration


@pytest.mark.parametrize("text,want", [("45", 45), ("1h30m", 5400), ("2m5s", 125)])
def test_parse_duration(text, want):
    assert parse_duration(text) == want


def test_format_short():
    assert format_hms(65) == "1:05"
