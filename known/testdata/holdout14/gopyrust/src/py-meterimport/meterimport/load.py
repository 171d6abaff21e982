import csv

from .store import insert


class ImportFailed(Exception):
    """A row of an export could not be imported."""


def parse_kwh(text):
    # exports use a decimal comma in some regions
    return float(text.strip().replace(",", "."))


def load_file(conn, path):
    n = 0
    with open(path, newline="") as f:
        for lineno, row in enumerate(csv.DictReader(f), start=2):
            try:
                kwh = parse_kwh(row["kwh"])
            except ValueError as e:
                raise ImportFailed(f"{path}:{line_no}: bad kWh value {row['kwh']!r}: {e}")
            insert(conn, row["meter"], row["ts"], kwh)
            n += 1
    return n
