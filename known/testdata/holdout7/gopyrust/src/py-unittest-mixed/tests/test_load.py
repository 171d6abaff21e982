import pathlib
import unittest

from stock.levels import load

DATA = pathlib.Path(__file__).parent / "data"


class LoadTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.items = load(DATA / "warehouse_2024.json")

    def test_count(self):
        self.assertEqual(len(self.items), 3)

    def test_default_pack(self):
        self.assertEqual(self.items[0].pack, 1)

    def test_skus_unique(self):
        skus = [i.sku for i in self.items]
        self.assertEqual(len(skus), len(set(skus)))


class LoadErrorsTest(unittest.TestCase):
    def test_missing_file(self):
        with self.assertRaises(FileNotFoundError):
            load(DATA / "nope.json")
