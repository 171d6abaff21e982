import pytest

from isbn.core import hyphenate13, valid10


def test_lower_case_x_check_digit():
    # printed on the back of the book as 0-8044-2957-x
    assert valid10("0-8044-2957-x")


@pytest.mark.parametrize("raw,want", [
    ("9780306406157", "978-0-306-40615-7"),
    ("9781861972712", "978-1-86197-271-2"),
])
def test_hyphenate(raw, want):
    assert hyphenate13(raw) == want
