import unittest

from unitconv import temperature


class TemperatureTest(unittest.TestCase):
    def test_to_fahrenheit(self) -> None:
        for c, f in [(0, 32), (100, 212), (-40, -40), (37, 98.6)]:
            with self.subTest(c=c):
                self.assertAlmostEqual(temperature(c, "C", "F"), f)

    def test_from_fahrenheit(self) -> None:
        for f, c in [(32, 0), (212, 100), (-40, -40)]:
            with self.subTest(f=f):
                self.assertAlmostEqual(temperature(f, "F", "C"), c)

    def test_kelvin(self) -> None:
        self.assertAlmostEqual(temperature(0, "K", "C"), -273.15)
        self.assertAlmostEqual(temperature(25, "C", "K"), 298.15)

    @unittest.skip("Rankine not supported yet")
    def test_rankine(self) -> None:
        self.assertAlmostEqual(temperature(0, "C", "R"), 491.67)
