from invoicing.lines import Line
from invoicing.render import euros, summary


def test_euros():
    assert euros(123456) == "1234,56 EUR"


def test_euros_negative():
    assert euros(-5) == "-0,05 EUR"


def test_summary():
    assert summary([Line("a", 1000)]) == "net 10,00 EUR, VAT 1,90 EUR, gross 11,90 EUR"
