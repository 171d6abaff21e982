import argparse
import logging

from .load import load_file
from .store import open_db

log = logging.getLogger("meterimport")


def main(argv=None):
    p = argparse.ArgumentParser(prog="meterimport")
    p.add_argument("--db", required=True)
    p.add_argument("files", nargs="+")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    conn = open_db(args.db)
    total = 0
    for path in args.files:
        n = load_file(conn, path)
        log.info("%s: %d readings", path, n)
        total += n
    conn.commit()
    log.info("done: %d readings from %d files", total, len(args.files))
    return 0
