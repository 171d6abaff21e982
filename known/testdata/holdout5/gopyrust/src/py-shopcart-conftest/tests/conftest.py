import pytest

from shopcart.testing import CATALOGUE, make_cart


@pytest.fixture
def catalogue():
    return CATALOGUE


@pytest.fixture
def full_cart():
    return make_cart(mug=2, tee=1, cap=3)
