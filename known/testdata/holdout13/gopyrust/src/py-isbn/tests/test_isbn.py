import pytest

from isbn import clean, hyphenate13, is_valid, to13
from cases import VALID10, VALID13


@pytest.mark.parametrize("s", VALID10)
def test_valid10(s):
    assert is_valid(s)


@pytest.mark.parametrize("s", VALID13)
def test_valid13(s):
    assert is_valid(s)


@pytest.mark.parametrize("s", ["0-306-40615-2", "0 306 40615 2", "030640615-2"])
def test_clean(s):
    assert clean(s) == "0306406152"


def test_check_digit_x():
    assert is_valid("0-8044-2957-X")


def test_lowercase_x():
    assert is_valid("0-8044-2957-x")


def test_to13():
    assert to13("0-306-40615-2") == "9780306406157"


def test_to13_rejects_13():
    with pytest.raises(ValueError):
        to13("9780306406157")


def test_hyphenate13():
    assert hyphenate13("9780306406157") == "978-0-306-40615-7"


def test_invalid_length():
    assert not is_valid("12345")
