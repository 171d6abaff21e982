"""Manifests: which areas to render at which zoom levels."""

import json
from dataclasses import dataclass
from pathlib import Path


class ManifestError(Exception):
    """A manifest that cannot be used."""


@dataclass
class Area:
    name: str
    bbox: tuple[float, float, float, float]
    zooms: list[int]


def load(path: Path) -> list[Area]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ManifestError(f"{path}: not valid JSON") from exc
    areas = []
    for i, a in enumerate(data["areas"]):
        try:
            areas.append(Area(a["name"], tuple(a["bbox"]), list(a["zooms"])))
        except KeyError as exc:
            raise ManifestError(f"{path}: area {i} has no {exc.args[0]!r}") from exc
    return areas
