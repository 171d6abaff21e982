import unittest

# slugs.unicode was folded into slugs.text; this module still imports it.
from slugs.unicode import ascii_slug


class AsciiSlugTest(unittest.TestCase):
    def test_accents(self):
        self.assertEqual(ascii_slug("Crème Brûlée"), "creme-brulee")
