#!/usr/bin/env python3
"""Imports a day's orders CSV into orders.json; rows that fail go to rejects/."""
import csv
import json
import pathlib
import sys
from decimal import Decimal, InvalidOperation


class RowError(Exception):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno


def parse_row(lineno, row):
    try:
        qty = int(row["qty"])
        price = Decimal(row["unit_price"])
    except (ValueError, InvalidOperation) as e:
        raise RowError(lineno, f"bad number in order {row['order_id']}") from e
    return {"order_id": row["order_id"], "sku": row["sku"], "qty": qty, "total": str(qty * price)}


def write_reject(outdir, lineno, row, err):
    path = outdir / "rejects" / f"line-{lineno}.json"
    path.write_text(json.dumps({"row": row, "error": str(err)}))


def main(src, outdir):
    outdir = pathlib.Path(outdir)
    orders = []
    with open(src, newline="", encoding="utf-8") as f:
        for lineno, row in enumerate(csv.DictReader(f), start=2):
            try:
                orders.append(parse_row(lineno, row))
            except RowError as err:
                print(f"rejecting {err}", flush=True)
                write_reject(outdir, lineno, row, err)
                continue
            print(f"ok order {row['order_id']}: {row['qty']} x {row['sku']}", flush=True)
    (outdir / "orders.json").write_text(json.dumps(orders, indent=2))
    print(f"imported {len(orders)} orders", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
