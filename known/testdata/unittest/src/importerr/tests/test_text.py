import unittest

from slugs.text import slug


class SlugTest(unittest.TestCase):
    def test_words(self):
        self.assertEqual(slug("Hello, World"), "hello-world")

    def test_digits(self):
        self.assertEqual(slug("Top 10 Tips"), "top-10-tips")
