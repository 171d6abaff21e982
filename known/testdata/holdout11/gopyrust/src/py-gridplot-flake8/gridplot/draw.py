"""Drawing helpers."""
from gridplot.palette import *


def row(cells, highlight=False):
    if highlight == True:
        return EDGE + "".join(FULL if c else EMPTY for c in cells) + EDGE
    return "".join(FULL if c else EMPTY for c in cells)


def frame(width):
    return EDGE * (width+2)
