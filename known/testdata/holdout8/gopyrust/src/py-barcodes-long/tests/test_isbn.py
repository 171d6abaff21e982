import pytest

from barcodes.isbn import _isbn10_check, isbn10_to_13, isbn13_to_10, is_valid_isbn10


def test_round_trip(isbn9):
    i10 = isbn9 + _isbn10_check(isbn9)
    assert isbn13_to_10(isbn10_to_13(i10)) == i10


@pytest.mark.parametrize("i10,i13", [
    ("0-306-40615-2", "9780306406157"),
    ("0-201-63361-2", "9780201633610"),
    ("0-13-110362-8", "9780131103627"),
])
def test_known_pairs(i10, i13):
    assert isbn10_to_13(i10) == i13


def test_979_has_no_isbn10():
    with pytest.raises(ValueError, match="979 prefix"):
        isbn13_to_10("9791032305690")


@pytest.mark.parametrize("code", ["080442957X", "0-8044-2957-x", "3-16-148410-X"])
def test_x_check_digit(code):
    assert is_valid_isbn10(code)
    assert isbn10_to_13(code).startswith("978")
