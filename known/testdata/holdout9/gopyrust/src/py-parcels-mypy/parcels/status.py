"""Turning carrier event codes into a status line."""
from __future__ import annotations

from .types import Parcel, TrackingEvent

FINAL_CODES = {"DL", "RT"}


def latest(parcel: Parcel) -> TrackingEvent | None:
    events = sorted(parcel["events"], key=lambda e: e["timestamp"])
    return events[-1] if events else None


def is_delivered(parcel: Parcel) -> bool:
    ev = latest(parcel)
    return ev is not None and ev["code"] in FINAL_CODES


def status_line(parcel: Parcel) -> str:
    ev = latest(parcel)
    if ev is None:
        return f"{parcel['tracking_number']}: no scans yet"
    return f"{parcel['tracking_number']}: {ev['code']} at {ev['location']} ({ev['timestamp']}), signed by {ev['signed_by']}"


def weight_label(parcel: Parcel) -> str:
    kg = parcel["weight_g"] / 1000
    return "about " + round(kg, 1) + " kg"
