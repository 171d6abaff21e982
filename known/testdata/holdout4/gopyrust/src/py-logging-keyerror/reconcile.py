#!/usr/bin/env python3
"""Reconciles a day of card settlements against the orders ledger, per region.

usage: reconcile.py SETTLEMENTS.csv ORDERS.csv
"""
from __future__ import annotations

import csv
import logging
import sys
from collections import defaultdict
from decimal import Decimal

log = logging.getLogger("reconcile")

# Settlement currency per acquiring region.
REGION_CURRENCY = {
    "UK": "GBP",
    "EU": "EUR",
    "US": "USD",
    "CA": "CAD",
    "AU": "AUD",
}
FEE_TOLERANCE = Decimal("0.02")


def read_orders(path: str) -> dict[str, dict[str, str]]:
    with open(path, newline="") as f:
        orders = {row["order_id"]: row for row in csv.DictReader(f)}
    log.info("loaded %d orders from %s", len(orders), path)
    return orders


def reconcile(settlements_path: str, orders: dict[str, dict[str, str]]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    matched = 0
    with open(settlements_path, newline="") as f:
        for n, row in enumerate(csv.DictReader(f), start=2):
            order = orders.get(row["order_id"])
            if order is None:
                log.warning("line %d: settlement %s has no order %s (will retry after the error window)",
                            n, row["settlement_id"], row["order_id"])
                continue
            currency = REGION_CURRENCY[row["region"]]
            if currency != order["currency"]:
                log.warning("line %d: order %s is in %s, settled in %s",
                            n, row["order_id"], order["currency"], currency)
            net = Decimal(row["amount"]) - Decimal(row["fee"])
            if abs(net - Decimal(order["expected_net"])) > FEE_TOLERANCE:
                log.warning("line %d: order %s net %s differs from expected %s",
                            n, row["order_id"], net, order["expected_net"])
            totals[row["region"]] += net
            matched += 1
            log.info("line %d: %s -> %s %s net %s %s", n, row["settlement_id"], row["order_id"],
                     row["region"], net, currency)
            if matched % 50 == 0:
                log.info("matched %d settlements so far", matched)
    log.info("matched %d settlements in total", matched)
    return totals


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s",
                        datefmt="%H:%M:%S", stream=sys.stdout)
    settlements_path, orders_path = argv[1], argv[2]
    log.info("reconciling %s against %s", settlements_path, orders_path)
    orders = read_orders(orders_path)
    totals = reconcile(settlements_path, orders)
    for region, total in sorted(totals.items()):
        log.info("region %s: net %s %s", region, total, REGION_CURRENCY[region])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
