import csv
import re
from pathlib import Path


def normalise_header(name: str) -> str:
    """'Unit Price (EUR)' -> 'unit_price_eur'"""
    name = re.sub(r"[^0-9a-zA-Z]+", "_", name.strip().lower())
    return name.strip("_")


def strip_row(row: list[str]) -> list[str]:
    return [cell.strip() for cell in row]


def clean_file(src: Path, dst: Path) -> int:
    """Copies src to dst with normalised headers and stripped cells; returns the row count."""
    with open(src, newline="") as fin, open(dst, "w", newline="") as fout:
        reader = csv.reader(fin)
        writer = csv.writer(fout)
        header = next(reader)
        writer.writerow([normalise_header(h) for h in header])
        n = 0
        for row in reader:
            if not any(row):
                continue
            writer.writerow(strip_row(row))
            n += 1
    return n
