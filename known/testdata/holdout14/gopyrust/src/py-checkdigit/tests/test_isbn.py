import unittest

from checkdigit.isbn import is_valid13


class TestIsbn13(unittest.TestCase):
    def test_valid(self):
        self.assertTrue(is_valid13("978-0-306-40615-7"))

    def test_wrong_digit(self):
        self.assertFalse(is_valid13("978-0-306-40615-8"))

    def test_too_short(self):
        self.assertFalse(is_valid13("978-0-306"))
