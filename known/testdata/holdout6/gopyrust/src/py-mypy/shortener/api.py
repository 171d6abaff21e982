"""Request handlers (framework-agnostic)."""
from typing import Tuple

from .store import Store

store = Store()


def shorten(body: dict[str, str]) -> Tuple[int, str]:
    url = body.get("url")
    if not url or not url.startswith(("http://", "https://")):
        return 400, "invalid url"
    return 201, store.add(url)


def redirect(code: str) -> Tuple[int, str]:
    target = store.resolve(code)
    if target is None:
        return 404, "not found"
    return 302, target


def stats(code: str) -> Tuple[int, str]:
    count: str = store.hits(code)
    return 200, count


def leaderboard() -> Tuple[int, str]:
    lines = [f"{link.url} {link.hits}" for link in store.top(10)]
    return 200, lines
