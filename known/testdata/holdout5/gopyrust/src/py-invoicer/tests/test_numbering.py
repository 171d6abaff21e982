import pytest

from invoicer.numbering import first_of_year, next_number, parse


@pytest.mark.parametrize("seq", range(1, 100))
def test_next_number_simple(seq):
    assert next_number(f"INV-2024-{seq:05d}") == f"INV-2024-{seq + 1:05d}"


def test_next_number_carries_into_new_digit():
    assert next_number("INV-2024-00999") == "INV-2024-01000"


def test_next_number_sequence_exhausted():
    with pytest.raises(OverflowError):
        next_number("INV-2024-99999")


def test_first_of_year():
    assert first_of_year("INV", 2025) == "INV-2025-00001"


@pytest.mark.parametrize("bad", ["", "INV-24-1", "inv-2024-00001", "INV-2024-", "INV_2024_00001"])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        parse(bad)
