import unittest

from reminders.phone import normalize


class NormalizeTest(unittest.TestCase):
    def test_uk_national(self):
        self.assertEqual(normalize("07700 900123"), "+447700900123")

    def test_international_prefix(self):
        self.assertEqual(normalize("0033 1 23 45 67 89"), "+33123456789")

    def test_plus_kept(self):
        self.assertEqual(normalize("+1 (555) 010-9999"), "+15550109999")

    def test_letters_rejected(self):
        with self.assertRaises(ValueError):
            normalize("call me maybe")

    def test_too_short_rejected(self):
        with self.assertRaises(ValueError):
            normalize("12345")

    def test_empty_rejected(self):
        with self.assertRaises(ValueError):
            normalize("")
