"""Where parcels are kept between polls."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from .types import Parcel


class Store:
    def get(self, tracking_number: str) -> Optional[Parcel]:
        raise NotImplementedError

    def save(self, parcel: Parcel) -> None:
        raise NotImplementedError


class MemoryStore(Store):
    def __init__(self) -> None:
        self._items: dict[str, Parcel] = {}

    def get(self, tracking_number: str) -> Optional[Parcel]:
        return self._items.get(tracking_number)

    def save(self, parcel: Parcel) -> None:
        self._items[parcel["tracking_number"]] = parcel


class JsonStore(Store):
    def __init__(self, path: Path) -> None:
        self.path = path

    def _load(self) -> dict[str, Parcel]:
        if not self.path.exists():
            return {}
        data: dict[str, Parcel] = json.loads(self.path.read_text())
        return data

    def get(self, tracking_number: str) -> Optional[Parcel]:
        return self._load().get(tracking_number)

    def save(self, parcel: Parcel, pretty: bool) -> None:
        items = self._load()
        items[parcel["tracking_number"]] = parcel
        self.path.write_text(json.dumps(items, indent=2 if pretty else None))
