"""Re-runs the nightly job over a range of archived exports."""
import sys

from etl.jobs import nightly


def backfill(paths):
    for p in paths:
        with open(p) as f:
            tsv = nightly.run(f.read())
        print "backfilled %s: %d rows" % (p, tsv.count("\n") - 1)


if __name__ == "__main__":
    backfill(sys.argv[1:])
