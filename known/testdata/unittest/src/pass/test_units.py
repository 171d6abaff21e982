import unittest


def celsius(f):
    return (f - 32) * 5 / 9


class ConvertTest(unittest.TestCase):
    def test_freezing(self):
        self.assertEqual(celsius(32), 0)

    def test_boiling(self):
        self.assertEqual(celsius(212), 100)

    @unittest.skip("no kelvin yet")
    def test_kelvin(self):
        pass
