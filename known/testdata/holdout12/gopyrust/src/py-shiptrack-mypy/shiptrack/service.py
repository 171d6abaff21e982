from __future__ import annotations

from datetime import datetime

from .models import Event, Shipment, Status


class Tracker:
    def __init__(self) -> None:
        self._by_id: dict[str, Shipment] = {}

    def add(self, tracking: str) -> Shipment:
        s = Shipment(tracking)
        self._by_id[tracking] = s
        return s

    def record(self, tracking: str, status: str, place: str | None = None) -> None:
        s = self._by_id[tracking]
        s.events.append(Event(datetime.now(), status, place))

    def where(self, tracking: str) -> str:
        s = self._by_id.get(tracking)
        return s.latest().place or "unknown"

    def delivered(self) -> list[str]:
        out = []
        for t, s in self._by_id.items():
            last = s.latest()
            if last and last.status == Status.DELIVERED:
                out.append(t)
        return out

    def summary(self, tracking):
        return f"{tracking}: {len(self._by_id[tracking].events)} events"
