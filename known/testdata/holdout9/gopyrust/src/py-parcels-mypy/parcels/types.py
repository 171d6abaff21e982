from typing import TypedDict


class TrackingEvent(TypedDict):
    code: str
    location: str
    timestamp: str


class Parcel(TypedDict):
    tracking_number: str
    carrier: str
    weight_g: int
    events: list[TrackingEvent]
