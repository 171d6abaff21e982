"""Warns about insecure or empty links in the markdown sources (never fails)."""
import pathlib
import re
import sys

LINK = re.compile(r"\]\(([^)]*)\)")


def main(src):
    warned = 0
    for p in sorted(pathlib.Path(src).glob("*.md")):
        for n, line in enumerate(p.read_text().splitlines(), 1):
            for target in LINK.findall(line):
                if target.startswith("http://"):
                    print(f"warning: {p}:{n}: insecure link {target}", file=sys.stderr)
                    warned += 1
                elif not target:
                    print(f"warning: {p}:{n}: empty link target", file=sys.stderr)
                    warned += 1
    print(f"checked links in {src}: {warned} warnings, 0 errors")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
