import unittest
from datetime import datetime

from syncer.merge import conflicts, merge
from syncer.model import Contact


def c(uid, name, email, phone="", day=1):
    return Contact(uid, name, email, phone, datetime(2024, 5, day))


class MergeTest(unittest.TestCase):
    def test_newest_wins(self):
        got = merge([c("a1", "Ann", "ann@x.org", day=1)], [c("b1", "Ann B.", "ANN@x.org", day=3)])
        self.assertEqual([x.uid for x in got], ["b1"])

    def test_sorted_by_name(self):
        got = merge([c("1", "zoe", "z@x"), c("2", "Ann", "a@x")], [c("3", "bob", "b@x")])
        self.assertEqual([x.name for x in got], ["Ann", "bob", "zoe"])

    def test_contact_without_email_is_skipped_with_warning(self):
        with self.assertLogs("syncer.merge", level="WARNING") as cm:
            got = merge([c("1", "Ann", "a@x")], [c("2", "No Mail", "   ")])
        self.assertEqual(len(got), 1)
        self.assertIn("no e-mail address", cm.output[0])

    def test_replacement_is_logged(self):
        with self.assertLogs("syncer.merge", level="INFO") as cm:
            merge([c("a1", "Ann", "ann@x.org", day=1)], [c("b1", "Ann", "ann@x.org", day=2)])
        self.assertEqual(cm.output, ["INFO:syncer.merge:ann@x.org: b1 replaces a1"])


class ConflictTest(unittest.TestCase):
    def test_same_time_different_phone(self):
        left = [c("1", "Ann", "a@x", "+491701", day=2)]
        right = [c("2", "Ann", "a@x", "+491702", day=2)]
        self.assertEqual(len(conflicts(left, right)), 1)

    def test_no_conflict_when_equal(self):
        left = [c("1", "Ann", "a@x", day=2)]
        self.assertEqual(conflicts(left, [c("2", "Ann", "a@x", day=2)]), [])
