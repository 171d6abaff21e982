"""Check digits and conversions for EAN-13, UPC-A and ISBN."""

from barcodes.ean import ean13_check_digit, is_valid_ean13, upc_to_ean13
from barcodes.isbn import isbn10_to_13, isbn13_to_10, is_valid_isbn10

__all__ = ["ean13_check_digit", "is_valid_ean13", "upc_to_ean13", "isbn10_to_13", "isbn13_to_10", "is_valid_isbn10"]
