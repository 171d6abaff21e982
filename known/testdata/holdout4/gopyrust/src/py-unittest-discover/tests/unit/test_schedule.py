import datetime as dt
import unittest

from rota.schedule import Rota

MON = dt.date(2024, 5, 6)


class RotationTest(unittest.TestCase):
    def setUp(self):
        self.rota = Rota(["ana", "ben", "chloe"], start=MON)

    def test_first_week(self):
        self.assertEqual(self.rota.on_call(MON), "ana")

    def test_whole_week_same_person(self):
        for d in range(7):
            self.assertEqual(self.rota.on_call(MON + dt.timedelta(days=d)), "ana")

    def test_second_week(self):
        self.assertEqual(self.rota.on_call(MON + dt.timedelta(weeks=1)), "ben")

    def test_wraps_around(self):
        self.assertEqual(self.rota.on_call(MON + dt.timedelta(weeks=3)), "ana")

    def test_before_start(self):
        self.assertEqual(self.rota.on_call(MON - dt.timedelta(weeks=1)), "chloe")

    def test_weeks_listing(self):
        self.assertEqual([w for _, w in self.rota.weeks(MON, 4)], ["ana", "ben", "chloe", "ana"])


class HolidayTest(unittest.TestCase):
    def test_holiday_passes_to_next(self):
        rota = Rota(["ana", "ben"], start=MON, holidays={"ana": {MON}})
        self.assertEqual(rota.on_call(MON), "ben")

    def test_holiday_only_that_day(self):
        rota = Rota(["ana", "ben"], start=MON, holidays={"ana": {MON}})
        self.assertEqual(rota.on_call(MON + dt.timedelta(days=1)), "ana")

    def test_everyone_away(self):
        rota = Rota(["ana"], start=MON, holidays={"ana": {MON}})
        with self.assertRaises(LookupError):
            rota.on_call(MON)

    @unittest.expectedFailure
    def test_holiday_week_moves_whole_turn(self):
        # Wanted: a holiday on Monday should move the whole week, not only the day.
        rota = Rota(["ana", "ben"], start=MON, holidays={"ana": {MON}})
        self.assertEqual(rota.on_call(MON + dt.timedelta(days=2)), "ben")


class SwapTest(unittest.TestCase):
    def setUp(self):
        self.rota = Rota(["ana", "ben", "chloe"], start=MON)

    def test_swap_wins(self):
        self.rota.swap(MON, "chloe")
        self.assertEqual(self.rota.on_call(MON), "chloe")

    def test_swap_one_day_only(self):
        self.rota.swap(MON, "chloe")
        self.assertEqual(self.rota.on_call(MON + dt.timedelta(days=1)), "ana")

    def test_swap_unknown_person(self):
        with self.assertRaisesRegex(ValueError, "not on the rota"):
            self.rota.swap(MON, "dave")

    def test_swap_beats_holiday(self):
        self.rota.holidays["ben"] = {MON}
        self.rota.swap(MON, "ben")
        self.assertEqual(self.rota.on_call(MON), "ben")
