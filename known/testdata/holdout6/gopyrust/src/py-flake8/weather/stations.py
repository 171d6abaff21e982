import json
from dataclasses import dataclass
from typing import List, Optional


@dataclass
class Station:
    code: str
    name: str
    lat: float
    lon: float
    elevation_m: Optional[int] = None


def load(path) -> List[Station]:
    with open(path) as f:
        raw = json.load(f)
    stations = []
    for item in raw:
        try:
            stations.append(Station(**item))
        except TypeError as err:
            continue
    return stations


def nearest(stations, lat, lon):
    best = None
    for s in stations:
        d = (s.lat - lat) ** 2 + (s.lon - lon) ** 2
        if best == None or d < best[0]:
            best = (d, s)
    return best[1] if best else None
