from gridpkg.palette import *

DEFAULTS = {
    "width": 10,
    "width": 12,
}


def row(n, filled):
    return FULL * filled + EMPTY * (n - filled)


def box(n):
    return [row(n, n)] + [FULL + EMPTY * (n - 2) + FULL] * (n - 2) + [row(n, n)]
