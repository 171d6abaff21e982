import unittest

from unitconv import convert


class LengthTest(unittest.TestCase):
    def test_metric(self) -> None:
        self.assertAlmostEqual(convert(1500, "mm", "m"), 1.5)
        self.assertAlmostEqual(convert(2.5, "km", "m"), 2500)

    def test_imperial(self) -> None:
        self.assertAlmostEqual(convert(12, "in", "ft"), 1.0)
        self.assertAlmostEqual(convert(3, "ft", "yd"), 1.0)

    def test_road_distances(self) -> None:
        self.assertAlmostEqual(convert(26.2188, "mi", "km"), 42.195, places=2)


class MassTest(unittest.TestCase):
    def test_pounds(self) -> None:
        self.assertAlmostEqual(convert(1, "lb", "g"), 453.59237)

    def test_ounces(self) -> None:
        self.assertAlmostEqual(convert(16, "oz", "lb"), 1.0)
