import pytest

from changelog import next_version


@pytest.mark.parametrize(
    "current,kinds,want",
    [
        ("1.2.0", {"Fixed"}, "1.2.1"),
        ("1.2.0", {"Added", "Fixed"}, "1.3.0"),
        ("1.2.7", {"Removed"}, "2.0.0"),
        ("0.9.9", set(), "0.9.10"),
    ],
)
def test_next_version(current, kinds, want):
    assert next_version(current, kinds) == want


def test_rejects_dev_suffix():
    with pytest.raises(ValueError):
        next_version("1.2.0.dev1", {"Fixed"})


def test_keeps_going_past_nine():
    assert next_version("1.9.0", {"Added"}) == "1.10.0"
