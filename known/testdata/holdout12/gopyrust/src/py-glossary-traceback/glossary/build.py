import csv
import json
import logging
import sys
from pathlib import Path

log = logging.getLogger("glossary")


def read_terms(path):
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            yield row["term"].strip(), row["definition"].strip()


def build_index(terms):
    index = {}
    for term, definition in terms:
        key = term[0].upper()
        index.setdefault(key, []).append({"term": term, "definition": definition})
        log.info("indexed %s under %s", term, key)
    return index


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    src, dst = argv[1], argv[2]
    index = build_index(read_terms(src))
    Path(dst).parent.mkdir(parents=True, exist_ok=True)
    Path(dst).write_text(json.dumps(index, indent=2, ensure_ascii=False))
    log.info("wrote %d letters to %s", len(index), dst)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
