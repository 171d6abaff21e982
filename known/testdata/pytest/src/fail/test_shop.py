import pytest

from shop import parse_qty, price_with_tax


@pytest.fixture
def db():
    # The fixture every test of the catalogue needs; it fails, so each of them errors.
    raise ConnectionError("cannot connect to postgres://localhost:5432/shop")


def test_tax():
    assert price_with_tax(1000, 0.2) == 1200


def test_tax_rounding():
    assert price_with_tax(999, 0.075) == 1073


def test_qty():
    assert parse_qty("3") == 3


def test_qty_spaces():
    assert parse_qty(" 3 kg") == 3


@pytest.mark.skip(reason="needs a currency service")
def test_currency():
    pass


def test_catalogue_list(db):
    assert db.list()


def test_catalogue_find(db):
    assert db.find("x")


def test_catalogue_count(db):
    assert db.count() == 0
