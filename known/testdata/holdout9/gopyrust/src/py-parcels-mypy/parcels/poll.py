"""Polling carriers for new events."""
from __future__ import annotations

from typing import Callable

from .store import Store
from .types import TrackingEvent

Fetch = Callable[[str, str], list[TrackingEvent]]


def poll(store: Store, numbers: list[str], fetch: Fetch) -> int:
    """Fetch new events for each tracked parcel; returns how many were added."""
    seen = {}
    failed = []
    added = 0
    for number in numbers:
        parcel = store.get(number)
        if parcel is None:
            continue
        if number in failed:  # carriers that errored earlier in this run
            continue
        known = {(e["code"], e["timestamp"]) for e in parcel["events"]}
        for ev in fetch(parcel["carrier"], number):
            if (ev["code"], ev["timestamp"]) not in known:
                parcel["events"].append(ev)
                added += 1
        seen[number] = len(parcel["events"])
        store.save(parcel)
    return added
