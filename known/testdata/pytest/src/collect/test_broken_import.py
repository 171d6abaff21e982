from shop import discount


def test_discount():
    assert discount(10) == 9
