"""python -m stocksync.sync [--dry-run] DIR: load every export in DIR and
compute the stock levels to push to the shop."""
import argparse
import logging
import sys
from collections import defaultdict
from pathlib import Path

from .records import read_rows

log = logging.getLogger("stocksync")


class ExportError(Exception):
    pass


def load_exports(directory: Path):
    totals = defaultdict(int)
    for path in sorted(directory.glob("*.csv")):
        count = 0
        try:
            for row in read_rows(path):
                totals[row.sku] += row.available
                count += 1
        except KeyError as exc:
            raise ExportError(f"{path.name}: missing column {exc.message}")
        log.info("%s: %d rows", path.name, count)
    return totals


def main(argv=None):
    ap = argparse.ArgumentParser(prog="stocksync")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("directory", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    log.info("stocksync starting (dry run: %s)", args.dry_run)
    totals = load_exports(args.directory)
    for sku in sorted(totals):
        print(f"{sku}\t{totals[sku]}")
    log.info("%d SKUs", len(totals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
