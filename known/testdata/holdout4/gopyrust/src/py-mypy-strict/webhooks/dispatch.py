"""Decodes a delivery and calls its handlers."""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from . import registry
from .signing import verify

log = logging.getLogger(__name__)


@dataclass
class Delivery:
    event: str
    payload: dict[str, Any]
    attempt: int = 1


def decode(body: bytes) -> Delivery:
    data = json.loads(body)
    return Delivery(event=data["type"], payload=data["data"], attempt=data.get("attempt", "1"))


def dispatch(secret: bytes, body: bytes, header: str) -> int:
    if not verify(secret, body, header):
        log.warning("bad signature")
        return 401
    delivery = decode(body)
    for handler in registry.handlers_for(delivery.event):
        handler(delivery.payload)
    return 200


def retry_delay(delivery):
    return min(2 ** delivery.attempt, 3600)


def summary(deliveries: list[Delivery]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for d in deliveries:
        counts[d.event] = counts.get(d.event) + 1
    return counts


@registry.on("ping")
def ping(payload: dict[str, Any]) -> None:
    log.info("ping %s", payload.get("id"))
