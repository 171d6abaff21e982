"""Reading the warehouse's CSV exports."""
import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class StockRow:
    sku: str
    warehouse: str
    on_hand: int
    reserved: int

    @property
    def available(self) -> int:
        return max(self.on_hand - self.reserved, 0)


COLUMNS = {"sku": "SKU", "warehouse": "Warehouse", "on_hand": "On hand", "reserved": "Reserved"}


def read_rows(path: Path):
    with path.open(newline="", encoding="utf-8") as fh:
        for raw in csv.DictReader(fh):
            yield StockRow(
                sku=raw[COLUMNS["sku"]].strip(),
                warehouse=raw[COLUMNS["warehouse"]].strip(),
                on_hand=int(raw[COLUMNS["on_hand"]]),
                reserved=int(raw[COLUMNS["reserved"]] or 0),
            )
