import logging
import sys

from .rows import read_sheet

log = logging.getLogger("stockimport")


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    total = 0
    for path in argv:
        log.info("reading %s", path)
        items = list(read_sheet(path))
        total += len(items)
        log.info("%s: %d items, %d units", path, len(items), sum(i.qty for i in items))
    log.info("imported %d items", total)


if __name__ == "__main__":
    main(sys.argv[1:])
