"""Handlers registered per event type."""
from __future__ import annotations

from typing import Any, Callable, Optional

Handler = Callable[[dict[str, Any]], None]

_handlers: dict[str, list[Handler]] = {}


def on(event: str):
    def register(fn: Handler) -> Handler:
        _handlers.setdefault(event, []).append(fn)
        return fn
    return register


def handlers_for(event: str) -> list[Handler]:
    return _handlers.get(event)


def first_handler(event: str) -> Optional[Handler]:
    found = _handlers.get(event, [])
    return found[0] if found else None


def clear() -> None:
    _handlers.clear()
