import unittest

from syncer.plan import human_size, plan


class PlanTest(unittest.TestCase):
    def test_new_and_changed(self):
        got = plan({"a": 5, "b": 9, "c": 1}, {"a": 5, "b": 3, "d": 2})
        self.assertEqual(got, {"upload": ["b", "c"], "delete": ["d"], "unchanged": 1})

    def test_nothing_to_do(self):
        got = plan({"a": 1}, {"a": 1})
        self.assertEqual(got["upload"], [])

    def test_human_size(self):
        self.assertEqual(human_size(512), "512 B")
        self.assertEqual(human_size(1536), "1.5 KB")

    @unittest.skip("slow: walks a real tree")
    def test_walk_tree(self):
        pass
