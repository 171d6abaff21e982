EMPTY = " "
FULL = "#"
