from dataclasses import dataclass
from typing import Optional


@dataclass
class Parcel:
    weight_g: int
    dest: str
    tracking: Optional[str] = None


@dataclass
class Rate:
    carrier: str
    cents: int
