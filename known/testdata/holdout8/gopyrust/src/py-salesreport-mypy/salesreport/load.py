"""Reads the shop's CSV export."""

import csv
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Iterator, Optional


@dataclass
class Sale:
    order_id: str
    at: datetime
    region: Optional[str]
    amount: Decimal
    units: int


def read_sales(path: str, since: datetime = None) -> Iterator[Sale]:
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            at = datetime.fromisoformat(row["created_at"])
            if since is not None and at < since:
                continue
            yield Sale(
                order_id=row["order_id"],
                at=at,
                region=row.get("region") or None,
                amount=Decimal(row["total"]),
                units=int(row["units"]),
            )
