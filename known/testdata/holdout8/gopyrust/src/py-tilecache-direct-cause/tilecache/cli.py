"""tilecache plan|build MANIFEST_DIR: list or count the tiles the manifests ask for."""

import argparse
import logging
from pathlib import Path

from tilecache import manifest, tiles

log = logging.getLogger("tilecache")


def plan(manifest_dir: Path) -> dict[str, int]:
    counts = {}
    for path in sorted(manifest_dir.glob("*.json")):
        areas = manifest.load(path)
        for area in areas:
            n = sum(1 for z in area.zooms for _ in tiles.tiles_in_bbox(*area.bbox, z))
            counts[area.name] = n
            log.info("%s: %s: %d tiles at zooms %s", path.name, area.name, n, area.zooms)
    return counts


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="tilecache")
    p.add_argument("command", choices=["plan", "build"])
    p.add_argument("manifest_dir", type=Path)
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    counts = plan(args.manifest_dir)
    total = sum(counts.values())
    print(f"{len(counts)} areas, {total} tiles")
    return 0
