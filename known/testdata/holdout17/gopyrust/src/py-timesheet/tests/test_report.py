import unittest

from timesheet.report import per_ticket, render

LINES = [
    "2025-03-04 09:00-10:30 ACME-17 review",
    "# lunch",
    "2025-03-04 13:00-13:45 OPS-3 deploy",
    "2025-03-04 14:00-15:00 ACME-17 fixes",
    "2025-03-05 09:00-09:20 OPS-3 standup",
]


class ReportTest(unittest.TestCase):
    def test_per_ticket(self):
        self.assertEqual(per_ticket(LINES), {"ACME-17": 150, "OPS-3": 65})

    def test_render_sorted_longest_first(self):
        self.assertEqual(render(per_ticket(LINES)), ["ACME-17      2:30", "OPS-3        1:05"])

    def test_render_ties_by_name(self):
        self.assertEqual(render({"ZED-1": 60, "ACME-2": 60, "OPS-3": 30}),
                         ["ACME-2       1:00", "ZED-1        1:00", "OPS-3        0:30"])
