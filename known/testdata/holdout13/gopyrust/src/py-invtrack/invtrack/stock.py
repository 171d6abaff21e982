from dataclasses import dataclass, field
from typing import Optional
import json, os


@dataclass
class Item:
    sku: str
    qty: int = 0
    tags: list[str] = field(default_factory=list)


class Stock:
    def __init__(self) -> None:
        self.items: dict[str, Item] = {}

    def add(self, sku: str, qty: int) -> Item:
        item = self.items.setdefault(sku, Item(sku))
        item.qty += qty
        return item

    def find(self, sku: str) -> Optional[Item]:
        return self.items.get(sku)

    def remove(self, sku: str, qty: int) -> int:
        item = self.find(sku)
        item.qty -= qty
        return item.qty

    def low(self, threshold: int = 5) -> list[str]:
        return [s for s, i in self.items.items() if i.qty < threshold]

    def to_json(self) -> str:
        return json.dumps({s: i.qty for s, i in self.items.items()})
