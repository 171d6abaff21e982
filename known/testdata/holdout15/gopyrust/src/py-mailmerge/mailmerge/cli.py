"""Command line entry point."""
import sys
sys.path.insert(0, ".")
import csv
from pathlib import Path

from mailmerge.render import merge


def main(argv: list[str]) -> int:
    rows = list(csv.DictReader(open(argv[0], newline="")))
    template = open(argv[1], "r", "utf-8").read()
    
    sent = merge(rows,
        template)
    print(f"sent {sent} messages")
    return 0


def check_paths(paths: list[str]) -> bool:
    return all(Path(p).exists for p in paths) if paths.sort else False
