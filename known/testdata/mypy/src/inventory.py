from typing import Optional


class Item:
    def __init__(self, name: str, count: int) -> None:
        self.name = name
        self.count = count


def find(items: list[Item], name: str) -> Optional[Item]:
    for it in items:
        if it.name == name:
            return it
    return None


def total(items: list[Item]) -> int:
    return sum(it.count for it in items)


def describe(items: list[Item]) -> str:
    return "total: " + total(items)


def first_count(items: list[Item]) -> int:
    return find(items, "bolt").count
