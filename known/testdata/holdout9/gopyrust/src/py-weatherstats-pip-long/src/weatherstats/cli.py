import sys


def main() -> int:
    print("weatherstats", sys.argv[1:])
    return 0
