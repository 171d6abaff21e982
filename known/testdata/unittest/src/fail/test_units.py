import unittest


def celsius(f):
    return (f - 32) * 5 / 9


class ConvertTest(unittest.TestCase):
    def test_freezing(self):
        self.assertEqual(celsius(32), 0)

    def test_boiling(self):
        self.assertEqual(celsius(212), 101)

    def test_body(self):
        self.assertAlmostEqual(celsius(98.6), 37.0, places=3)

    def test_parse(self):
        self.assertEqual(celsius(float("98,6")), 37)

    @unittest.skip("no kelvin yet")
    def test_kelvin(self):
        pass


if __name__ == "__main__":
    unittest.main()
