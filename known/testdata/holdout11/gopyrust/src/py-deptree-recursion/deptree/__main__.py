"""Prints the build order of the packages listed in a deps file."""
import logging
import sys

from deptree.graph import build_order, load

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("deptree")


def main(argv):
    graph = load(argv[1])
    log.info("loaded %d packages from %s", len(graph), argv[1])
    missing = sorted({d for ds in graph.values() for d in ds} - graph.keys())
    for m in missing:
        log.warning("dependency %s is not listed; treating it as external (no error)", m)
    for i, pkg in enumerate(build_order(graph), 1):
        log.info("%2d. %s", i, pkg)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
