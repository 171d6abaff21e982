import logging
import sys
from pathlib import Path

from .loader import load_all


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    folder = Path(argv[0] if argv else "feeds")
    feeds = load_all(folder)
    for f in feeds:
        print(f"{f['name']:<24} {f['url']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
