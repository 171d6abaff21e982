import unittest
from datetime import time

from timesheet.entries import parse_line, ticket_project


class ParseLineTest(unittest.TestCase):
    def test_full_line(self):
        e = parse_line("2025-03-04 09:15-12:30 ACME-17 review")
        self.assertEqual((e.start, e.end, e.ticket, e.note), (time(9, 15), time(12, 30), "ACME-17", "review"))

    def test_minutes(self):
        self.assertEqual(parse_line("2025-03-04 09:15-12:30 ACME-17").minutes, 195)

    def test_garbage(self):
        self.assertIsNone(parse_line("lunch"))

    def test_project(self):
        self.assertEqual(ticket_project("2025-03-04 13:00-14:00 OPS-3 deploy"), "OPS")
