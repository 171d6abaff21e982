"""Every IBAN in tests/data/ibans.txt is valid, and changing one digit makes it invalid."""
import os
import unittest

from checkdigit import iban

HERE = os.path.dirname(__file__)
with open(os.path.join(HERE, "data", "ibans.txt")) as f:
    CORPUS = [line.strip() for line in f if line.strip()]


class TestIbanCorpus(unittest.TestCase):
    pass


def _make(value):
    def test(self):
        self.assertTrue(iban.is_valid(value), value)
        broken = value[:-1] + str((int(value[-1]) + 1) % 10)
        self.assertFalse(iban.is_valid(broken), broken)
    return test


for _i, _value in enumerate(CORPUS):
    setattr(TestIbanCorpus, f"test_{_i:03d}_{_value[:2]}", _make(_value))
