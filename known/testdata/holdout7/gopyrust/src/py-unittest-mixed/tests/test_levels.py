import unittest

from stock.levels import Item, report


class ReorderTest(unittest.TestCase):
    def test_reorder_point(self):
        self.assertEqual(Item("A", 100, 5, 7).reorder_point(), 50)

    def test_needs_reorder_at_point(self):
        self.assertTrue(Item("A", 50, 5, 7).needs_reorder())

    def test_no_reorder_above_point(self):
        self.assertFalse(Item("A", 51, 5, 7).needs_reorder())

    def test_order_qty_whole_packs(self):
        # want 5 * (30 + 7) - 40 = 145 units, in packs of 12 -> 13 packs
        self.assertEqual(Item("A", 40, 5, 7, pack=12).order_qty(), 156)

    def test_order_qty_none_needed(self):
        self.assertEqual(Item("A", 1000, 5, 7).order_qty(), 0)

    def test_order_qty_covers_safety_stock(self):
        # after ordering, stock at arrival must still cover the safety days
        it = Item("B", 0, 10, 5, pack=1)
        self.assertGreaterEqual(it.order_qty(cover_days=10), it.reorder_point() + 10 * 10)


class DaysLeftTest(unittest.TestCase):
    def test_days_left(self):
        self.assertEqual(Item("A", 100, 7, 3).days_left(), 14)

    def test_days_left_unused_item(self):
        # an item nobody uses never runs out
        self.assertIsNone(Item("Z", 5, 0, 3).days_left())

    def test_report_sorted_by_days_left(self):
        items = [Item("A", 100, 1, 3), Item("B", 10, 5, 3), Item("C", 60, 2, 3)]
        self.assertEqual([line.split()[0] for line in report(items).splitlines()], ["B", "C", "A"])
