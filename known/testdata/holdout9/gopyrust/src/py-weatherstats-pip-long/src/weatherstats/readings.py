"""One station reading and its validation."""
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Reading:
    station: str
    time: datetime
    temp_c: float
    rh: float
    wind_kmh: float
    wind_dir: float
    rain_mm: float
    pressure_hpa: float

    def problems(self) -> list:
        out = []
        if not -90 <= self.temp_c <= 60:
            out.append("temperature out of range")
        if not 0 <= self.rh <= 100:
            out.append("humidity out of range")
        if self.wind_kmh < 0:
            out.append("negative wind speed")
        if not 870 <= self.pressure_hpa <= 1085:
            out.append("pressure out of range")
        return out
