"""python3 -m geoimport.migrate FILE.csv: validates and imports regions."""
import csv
import logging
import sys

from .codes import COUNTRY_CODES

log = logging.getLogger("geoimport")


class MigrationError(Exception):
    pass


def convert(n, row):
    try:
        code = COUNTRY_CODES[row["country"]]
    except KeyError:
        raise ValueError(f"row {n}: unknown country {row['country']!r}")
    return {"code": f"{code}-{row['region'].strip().upper()[:3]}", "name": row["region"].strip(),
            "population": int(row["population"])}


def import_rows(path):
    out = []
    with open(path, newline="", encoding="utf-8") as f:
        for n, row in enumerate(csv.DictReader(f), start=2):
            rec = convert(n, row)
            log.info("row %d: %s %s", n, rec["code"], rec["name"])
            out.append(rec)
    return out


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    path = argv[1]
    log.info("importing %s", path)
    try:
        rows = import_rows(path)
    except ValueError as e:
        raise MigrationError(f"{path}: import aborted, nothing written") from e
    log.info("%d regions imported", len(rows))


if __name__ == "__main__":
    main(sys.argv)
