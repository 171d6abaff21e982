import pytest


@pytest.mark.parametrize("n,label", [(0, "empty"), (1, "low"), (30, "ok")])
def test_stock_label(n, label):
    assert ("empty" if n == 0 else "low" if n < 10 else "ok") == label
