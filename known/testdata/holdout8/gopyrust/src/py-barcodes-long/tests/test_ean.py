import pytest

from barcodes.ean import ean13_check_digit, is_valid_ean13, upc_to_ean13


def test_known_check_digits():
    assert ean13_check_digit("400638133393") == 1
    assert ean13_check_digit("978020137962") == 4


def test_check_digit_makes_valid_code(ean_body):
    assert is_valid_ean13(ean_body + str(ean13_check_digit(ean_body)))


def test_upc_is_valid_ean(upc):
    assert is_valid_ean13(upc_to_ean13(upc))


@pytest.mark.parametrize("bad", ["4006381333930", "40063813339", "40063813339a1", ""])
def test_invalid(bad):
    assert not is_valid_ean13(bad)
