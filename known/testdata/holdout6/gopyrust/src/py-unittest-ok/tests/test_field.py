import os
import sys
import unittest

from cron.field import FieldError, parse


class ParseTest(unittest.TestCase):
    def test_star(self):
        self.assertEqual(parse("*", 0, 6), list(range(7)))

    def test_step(self):
        self.assertEqual(parse("*/15", 0, 59), [0, 15, 30, 45])

    def test_range(self):
        self.assertEqual(parse("1-5", 0, 6), [1, 2, 3, 4, 5])

    def test_range_with_step(self):
        self.assertEqual(parse("0-10/5", 0, 59), [0, 5, 10])

    def test_list(self):
        self.assertEqual(parse("0,30", 0, 59), [0, 30])

    def test_single(self):
        self.assertEqual(parse("7", 0, 23), [7])

    def test_duplicates_collapse(self):
        self.assertEqual(parse("1,1,1-2", 0, 59), [1, 2])


class ErrorTest(unittest.TestCase):
    """Malformed fields raise FieldError."""

    def test_error_out_of_range(self):
        """error message names the allowed range"""
        with self.assertRaisesRegex(FieldError, "outside 0-59"):
            parse("60", 0, 59)

    def test_error_zero_step(self):
        with self.assertRaises(FieldError):
            parse("*/0", 0, 59)

    def test_error_reversed_range(self):
        with self.assertRaises(FieldError):
            parse("5-1", 0, 59)

    def test_error_not_a_number(self):
        with self.assertRaises(ValueError):
            parse("mon", 0, 6)


class PlatformTest(unittest.TestCase):
    @unittest.skipUnless(sys.platform.startswith("win"), "requires Windows")
    def test_windows_task_scheduler_export(self):
        pass

    @unittest.skipIf(os.environ.get("CRON_SLOW") is None, "set CRON_SLOW=1 to run the exhaustive check")
    def test_every_minute_field(self):
        for a in range(60):
            for b in range(a, 60):
                parse(f"{a}-{b}", 0, 59)

    def test_hours_field(self):
        self.assertEqual(len(parse("*", 0, 23)), 24)


if __name__ == "__main__":
    unittest.main()
