"""Runs the report from a checkout without installing it."""
import sys

sys.path.insert(0, "src")

import argparse
import json
from report import build


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("input")
    args = parser.parse_args(argv)
    with open(args.input) as f:
        data = json.load(f)
    print(build(data))
    return 0 if data else l
