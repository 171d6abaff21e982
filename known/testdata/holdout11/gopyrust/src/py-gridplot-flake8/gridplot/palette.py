"""Characters used to draw cells."""
EMPTY = "."
FULL = "#"
EDGE = "+"
