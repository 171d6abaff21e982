from __future__ import annotations

import json
from pathlib import Path


class OutOfStock(Exception):
    pass


class Inventory:
    """Stock levels per SKU, saved as JSON."""

    def __init__(self, *, path: Path, autosave: bool = True) -> None:
        self.path = path
        self.autosave = autosave
        self.levels: dict[str, int] = {}
        if path.exists():
            self.levels = json.loads(path.read_text())

    def save(self) -> None:
        self.path.write_text(json.dumps(self.levels, indent=2, sort_keys=True))

    def receive(self, sku: str, qty: int) -> None:
        if qty <= 0:
            raise ValueError(f"receive: qty must be positive, got {qty}")
        self.levels[sku] = self.levels.get(sku, 0) + qty
        if self.autosave:
            self.save()

    def pick(self, sku: str, qty: int) -> None:
        have = self.levels.get(sku, 0)
        if qty > have:
            raise OutOfStock(f"{sku}: want {qty}, have {have}")
        self.levels[sku] = have - qty
        if self.autosave:
            self.save()

    def level(self, sku: str) -> int:
        return self.levels.get(sku, 0)
