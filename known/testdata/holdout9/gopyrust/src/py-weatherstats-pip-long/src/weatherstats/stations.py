"""Known stations."""
STATIONS = {
    "EGLL": ("London Heathrow", 51.478, -0.461),
    "EGCC": ("Manchester", 53.354, -2.275),
    "EGPH": ("Edinburgh", 55.950, -3.373),
    "EGGD": ("Bristol", 51.383, -2.719),
}


def name(code: str) -> str:
    return STATIONS[code][0]
