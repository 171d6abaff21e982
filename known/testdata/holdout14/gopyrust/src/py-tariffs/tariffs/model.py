from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Band:
    name: str
    start_hour: int
    end_hour: int
    pence_per_kwh: float


@dataclass
class Tariff:
    name: str
    standing_pence: float
    bands: list[Band] = field(default_factory=list)
    export_pence: Optional[float] = None

    def band_at(self, hour: int) -> Optional[Band]:
        for b in self.bands:
            if b.start_hour <= hour < b.end_hour:
                return b
        return None
