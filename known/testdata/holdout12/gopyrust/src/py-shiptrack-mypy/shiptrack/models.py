from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum


class Status(Enum):
    CREATED = "created"
    IN_TRANSIT = "in_transit"
    DELIVERED = "delivered"


@dataclass
class Event:
    at: datetime
    status: Status
    place: str | None = None


@dataclass
class Shipment:
    tracking: str
    events: list[Event] = field(default_factory=list)

    def latest(self) -> Event | None:
        return max(self.events, key=lambda e: e.at) if self.events else None
