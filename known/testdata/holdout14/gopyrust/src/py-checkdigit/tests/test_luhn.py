import unittest

from checkdigit import luhn


class TestLuhn(unittest.TestCase):
    def test_checksum_zero(self):
        self.assertEqual(luhn.checksum("79927398713"), 0)

    def test_valid_plain(self):
        self.assertTrue(luhn.is_valid("4539148803436467"))

    def test_valid_grouped(self):
        # card numbers are often entered in groups of four
        self.assertTrue(luhn.is_valid("4539 1488 0343 6467"))

    def test_invalid(self):
        self.assertFalse(luhn.is_valid("4539148803436468"))

    def test_letters_rejected(self):
        self.assertFalse(luhn.is_valid("4539a48803436467"))
