"""Renders the markdown sources to a minimal HTML site."""
import argparse
import html
import pathlib


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="render docs/*.md to HTML")
    p.add_argument("--src", required=True, help="folder with .md files")
    p.add_argument("--out", required=True, help="output folder")
    p.add_argument("--title", default="Docs")
    return p.parse_args(argv)


def main():
    args = parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for md in sorted(pathlib.Path(args.src).glob("*.md")):
        body = html.escape(md.read_text())
        (out / (md.stem + ".html")).write_text(f"<title>{args.title}</title><pre>{body}</pre>\n")
        print(f"rendered {md} -> {out / (md.stem + '.html')}")


if __name__ == "__main__":
    main()
