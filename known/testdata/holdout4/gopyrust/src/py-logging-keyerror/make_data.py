"""Writes data/orders.csv and data/settlements.csv (deterministic)."""
import csv
import random
from decimal import Decimal

rng = random.Random(20240506)
regions = ["UK", "EU", "US", "CA", "AU"]
currency = {"UK": "GBP", "EU": "EUR", "US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD"}
orders, settlements = [], []
for i in range(1, 341):
    region = "NZ" if i == 287 else rng.choice(regions)
    amount = Decimal(rng.randint(500, 40000)) / 100
    fee = (amount * Decimal("0.014") + Decimal("0.20")).quantize(Decimal("0.01"))
    oid = f"ORD-{100000 + i}"
    cur = currency[region]
    if i in (41, 198):
        cur = "USD" if cur != "USD" else "EUR"
    expected = amount - fee
    if i in (77, 150, 233):
        expected += Decimal("1.50")
    if i not in (12, 129, 264):
        orders.append({"order_id": oid, "currency": cur, "expected_net": str(expected)})
    settlements.append({"settlement_id": f"STL-{7000 + i}", "order_id": oid, "region": region,
                        "amount": str(amount), "fee": str(fee)})
for name, rows in (("orders", orders), ("settlements", settlements)):
    with open(f"data/{name}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
