from typing import Dict, List

from shipping.models import Parcel, Rate

TABLE: Dict[str, int] = {"DE": 450, "FR": 520}


def quote(p: Parcel) -> Rate:
    base = TABLE.get(p.dest)
    return Rate(carrier="dhl", cents=base + p.weight_g // 100)


def cheapest(rates: List[Rate]) -> Rate:
    return min(rates, key=lambda r: r.cents)


def label(p: Parcel) -> str:
    return "TRACK-" + p.tracking.upper()
