"""A one-line summary for the job log."""
from legacyfmt import pad


def summary(n_rows: int, n_errors: int) -> str:
    return pad("rows", 8) + str(n_rows) + "  " + pad("errors", 8) + str(n_errors)
