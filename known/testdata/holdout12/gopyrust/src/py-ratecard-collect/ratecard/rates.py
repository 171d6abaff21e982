from dataclasses import dataclass


@dataclass(frozen=True)
class Band:
    name: str
    max_kg: float
    cents: int


BANDS = (Band("letter", 0.1, 110), Band("small", 2.0, 420), Band("medium", 10.0, 890),
         Band("large", 30.0, 1790))


def band_for(kg: float) -> Band:
    for b in BANDS:
        if kg <= b.max_kg:
            return b
    raise ValueError(f"{kg} kg is over the {BANDS[-1].max_kg} kg limit")


def price(kg: float, insured: bool = False) -> int:
    cents = band_for(kg).cents
    return cents + 250 if insured else cents
