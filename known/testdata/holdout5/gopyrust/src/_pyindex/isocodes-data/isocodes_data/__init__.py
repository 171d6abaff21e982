"""Currency and region tables."""
from importlib import resources

MINOR_UNITS = {"EUR": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3, "CHF": 2, "SEK": 2}


def minor_units(currency: str) -> int:
    return MINOR_UNITS[currency]


def regions():
    text = resources.files(__name__).joinpath("regions.tsv").read_text()
    for line in text.splitlines()[1:]:
        yield line.split("\t")
