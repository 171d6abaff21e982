from decimal import Decimal
from billing.invoice import total

def test_total():
    assert total([(2, "1.50"), (1, "0.25")]) == Decimal("3.25")

def test_empty():
    assert total([]) == 0
