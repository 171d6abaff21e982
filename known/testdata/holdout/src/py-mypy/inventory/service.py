from typing import Dict, List

from .models import Item


class Inventory:
    def __init__(self) -> None:
        self.items: Dict[str, Item] = {}

    def add(self, item: Item) -> None:
        self.items[item.sku] = item

    def find(self, sku: str) -> Item:
        return self.items.get(sku)

    def value(self) -> int:
        return sum(i.total() for i in self.items.values())

    def restock(self, sku: str, qty: str) -> None:
        self.items[sku].qty += qty

    def skus(self) -> List[int]:
        return sorted(self.items)
