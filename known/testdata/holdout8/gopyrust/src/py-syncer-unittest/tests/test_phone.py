import unittest

from syncer.phone import normalize


class NormalizeTest(unittest.TestCase):
    def test_cases(self):
        for raw, want in [
            ("0170 1234567", "+491701234567"),
            ("+49 (170) 123-4567", "+491701234567"),
            ("0043 1 5880", "+4315880"),
            ("+49 (0)170 1234567", "+491701234567"),
            ("", ""),
        ]:
            with self.subTest(raw=raw):
                self.assertEqual(normalize(raw), want)

    def test_other_default_country(self):
        self.assertEqual(normalize("020 7946 0018", default_cc="44"), "+442079460018")

    @unittest.skip("extensions (\"ext. 12\") are not supported yet")
    def test_extension(self):
        self.assertEqual(normalize("030 1234 ext. 12"), "+49301234;ext=12")
