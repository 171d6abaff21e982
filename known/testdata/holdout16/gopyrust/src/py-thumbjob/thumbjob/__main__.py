"""python3 -m thumbjob MANIFEST: prints the thumbnail size of every image."""
import csv
import logging
import sys
from concurrent.futures import ProcessPoolExecutor

from .sizes import fit, parse_dims

log = logging.getLogger("thumbjob")
BOX = 256


def plan(row: dict) -> str:
    w, h = parse_dims(row["dims"])
    tw, th = fit(w, h, BOX)
    return f"{row['file']}: {w}x{h} -> {tw}x{th}"


def main(path: str) -> int:
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    log.info("planning %d images with %d workers", len(rows), 2)
    with ProcessPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(plan, r) for r in rows]
        for fut in futures:
            print(fut.result())
    log.info("done")
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    sys.exit(main(sys.argv[1]))
