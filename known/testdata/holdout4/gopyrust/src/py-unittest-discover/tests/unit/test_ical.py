import datetime as dt
import unittest

from rota.ical import export, fold
from rota.schedule import Rota

MON = dt.date(2024, 5, 6)


class FoldTest(unittest.TestCase):
    def test_short_line_unchanged(self):
        self.assertEqual(fold("SUMMARY:x"), "SUMMARY:x")

    def test_long_line_folded(self):
        folded = fold("SUMMARY:" + "x" * 100)
        first, second = folded.split("\r\n")
        self.assertEqual(len(first), 75)
        self.assertTrue(second.startswith(" "))

    def test_fold_counts_octets(self):
        # "é" is two octets in UTF-8: 40 of them are 80 octets and must fold.
        folded = fold("SUMMARY:" + "é" * 40)
        for part in folded.split("\r\n"):
            self.assertLessEqual(len(part.encode("utf-8")), 75, part)


class ExportTest(unittest.TestCase):
    def setUp(self):
        self.text = export(Rota(["ana", "ben"], start=MON), MON, 2, "payments")

    def test_envelope(self):
        self.assertTrue(self.text.startswith("BEGIN:VCALENDAR\r\n"))
        self.assertTrue(self.text.endswith("END:VCALENDAR\r\n"))

    def test_two_events(self):
        self.assertEqual(self.text.count("BEGIN:VEVENT"), 2)

    def test_dates(self):
        self.assertIn("DTSTART;VALUE=DATE:20240506", self.text)
        self.assertIn("DTEND;VALUE=DATE:20240513", self.text)

    def test_summary(self):
        self.assertIn("SUMMARY:payments on call: ben", self.text)
