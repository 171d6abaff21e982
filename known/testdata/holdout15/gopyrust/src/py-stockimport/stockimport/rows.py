import csv
from dataclasses import dataclass
from decimal import Decimal


class RowError(Exception):
    """A row of the sheet cannot be imported."""


@dataclass
class Item:
    sku: str
    qty: int
    price: Decimal


def parse_row(n, row):
    try:
        return Item(sku=row["sku"].strip(), qty=int(row["qty"]), price=Decimal(row["price"]))
    except (KeyError, ValueError) as exc:
        raise RowError(f"{n}: cannot import {row.get('sku', '?')!r}") from exc


def read_sheet(path):
    with open(path, newline="", encoding="utf-8") as f:
        for n, row in enumerate(csv.DictReader(f), start=2):
            yield parse_row(n, row)
