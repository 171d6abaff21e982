import sys
import json

from .sorter import load_rules, sort


def main(argv=None):
    argv = argv or sys.argv[1:]
    rules = load_rules(open(argv[0]).read())
    messages = json.load(open(argv[1]))
    for folder, msgs in sorted(sort(messages, rules).items()):
        print(f"{folder}: {len(msgs)}")
    return 0
