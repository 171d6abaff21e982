"""Stock levels and reorder points."""
import json
import math


class Item:
    def __init__(self, sku, on_hand, daily_use, lead_days, pack=1):
        self.sku = sku
        self.on_hand = on_hand
        self.daily_use = daily_use
        self.lead_days = lead_days
        self.pack = pack

    def reorder_point(self, safety_days=3):
        """Stock level at which to reorder: use during lead time plus safety stock."""
        return self.daily_use * (self.lead_days + safety_days)

    def needs_reorder(self):
        return self.on_hand <= self.reorder_point()

    def order_qty(self, cover_days=30):
        """Units to order to cover cover_days after the lead time, in whole packs."""
        want = self.daily_use * (cover_days + self.lead_days) - self.on_hand
        if want <= 0:
            return 0
        return math.ceil(want / self.pack) * self.pack

    def days_left(self):
        return self.on_hand // self.daily_use


def load(path):
    with open(path, encoding="utf-8") as f:
        rows = json.load(f)
    return [Item(r["sku"], r["on_hand"], r["daily_use"], r["lead_days"], r.get("pack", 1)) for r in rows]


def report(items):
    lines = []
    for it in sorted(items, key=lambda i: i.days_left()):
        flag = "REORDER" if it.needs_reorder() else "ok"
        lines.append(f"{it.sku:<8} {it.on_hand:>5} {it.days_left():>4}d {flag}")
    return "\n".join(lines)
