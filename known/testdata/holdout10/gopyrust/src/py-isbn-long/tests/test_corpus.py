from pathlib import Path

import pytest

from isbn.core import to13, valid10, valid13

DATA = Path(__file__).parent / "data"
ISBN13 = DATA.joinpath("isbn13.txt").read_text().split()
ISBN10 = DATA.joinpath("isbn10.txt").read_text().split()


@pytest.mark.parametrize("code", ISBN13)
def test_valid13(code):
    assert valid13(code)


@pytest.mark.parametrize("code", ISBN10)
def test_valid10_and_to13(code):
    assert valid10(code)
    assert valid13(to13(code))
