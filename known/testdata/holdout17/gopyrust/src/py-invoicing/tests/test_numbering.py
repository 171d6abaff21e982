from invoicing.numbering import invoice_number


def test_padding():
    assert invoice_number(2025, 42) == "INV-2025-00042"


def test_large_sequence():
    assert invoice_number(2025, 123456) == "INV-2025-123456"
