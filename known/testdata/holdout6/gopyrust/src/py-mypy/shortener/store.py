"""An in-memory link store."""
from dataclasses import dataclass
from typing import Dict, Optional

from .codes import decode, encode


@dataclass
class Link:
    id: int
    url: str
    hits: int = 0


class Store:
    def __init__(self) -> None:
        self._links: Dict[int, Link] = {}
        self._next = 1

    def add(self, url: str) -> str:
        link = Link(self._next, url)
        self._links[link.id] = link
        self._next += 1
        return encode(link.id)

    def resolve(self, code: str) -> Optional[str]:
        link = self._links.get(decode(code))
        if link is None:
            return None
        link.hits += 1
        return link.url

    def hits(self, code: str) -> int:
        link = self._links.get(decode(code))
        return link.hits if link else None

    def top(self, n: int) -> list[Link]:
        return sorted(self._links.values(), key=lambda link: link.hits, reverse=True)[:n]
