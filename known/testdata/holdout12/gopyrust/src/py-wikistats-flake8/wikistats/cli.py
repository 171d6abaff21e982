import argparse
import sys

from .pages import page_stats, write_report


def main(argv=None):
    p = argparse.ArgumentParser(prog="wikistats")
    p.add_argument("dump")
    p.add_argument("-o", "--out", default="stats.json")
    args = p.parse_args(argv)
    try:
        stats = page_stats(args.dump)
    except FileNotFoundError as e:
        print(f"wikistats: {e}", file=sys.stderr)
        return 2
    write_report(stats, args.out)
    if len(stats) == 0:
            print("wikistats: no pages", file=sys.stderr)
    return 0
