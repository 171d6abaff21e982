"""Applies schema migrations listed in migrations.json."""
import json
import logging
import sys

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("migrate")

MIGRATIONS = {
    "0001_init": "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)",
    "0002_email": "ALTER TABLE users ADD COLUMN email TEXT",
    "0003_index": "CREATE INDEX users_email ON users (email)",
}


class MigrationError(Exception):
    pass


def load_plan(path):
    with open(path) as f:
        return json.load(f)["apply"]


def apply(name):
    try:
        sql = MIGRATIONS[name]
    except KeyError:
        raise MigrationError(f"unknown migration {name!r}")
    log.info("applying %s: %s", name, sql)


def main(argv):
    plan = load_plan(argv[1])
    log.info("plan has %d migrations", len(plan))
    for name in plan:
        apply(name)
    log.info("done")


if __name__ == "__main__":
    main(sys.argv)
