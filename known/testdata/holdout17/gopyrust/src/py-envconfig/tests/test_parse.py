import pytest

from envconfig import parse_bool, parse_duration


@pytest.mark.parametrize("raw,want", [("yes", True), ("Off", False), (" 1 ", True), ("", False)])
def test_parse_bool(raw, want):
    assert parse_bool(raw) is want


def test_parse_bool_rejects():
    with pytest.raises(ValueError):
        parse_bool("maybe")


@pytest.mark.parametrize("raw,want", [("250ms", 0.25), ("30s", 30), ("5m", 300), ("2h", 7200)])
def test_parse_duration(raw, want):
    assert parse_duration(raw) == want


def test_parse_duration_fractional():
    assert parse_duration("1.5s") == 1.5
