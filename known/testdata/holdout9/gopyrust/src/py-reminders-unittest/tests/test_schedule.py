import unittest
from datetime import datetime, timedelta

from reminders.schedule import in_quiet_hours, reminder_time


class ScheduleTest(unittest.TestCase):
    def test_daytime_appointment(self):
        appt = datetime(2024, 6, 12, 14, 30)
        self.assertEqual(reminder_time(appt), datetime(2024, 6, 11, 14, 30))

    def test_early_appointment_moves_out_of_quiet_hours(self):
        appt = datetime(2024, 6, 12, 7, 45)
        got = reminder_time(appt)
        self.assertFalse(in_quiet_hours(got), got)
        self.assertEqual(got, datetime(2024, 6, 11, 20, 0))

    def test_short_lead(self):
        appt = datetime(2024, 6, 12, 16, 0)
        self.assertEqual(reminder_time(appt, timedelta(hours=2)), datetime(2024, 6, 12, 14, 0))

    @unittest.skip("timezone support lands with the multi-clinic release")
    def test_clinic_timezone(self):
        pass
