import datetime
import warnings

import pytest


def parse(s):
    if "/" in s:
        warnings.warn("slash dates are deprecated, use ISO 8601", DeprecationWarning)
        m, d, y = s.split("/")
        return datetime.date(int(y), int(m), int(d))
    return datetime.date.fromisoformat(s)


@pytest.mark.parametrize("s", ["2024-01-02", "2023-12-31", "2020-02-29"])
def test_iso(s):
    assert parse(s).isoformat() == s


def test_slash():
    assert parse("01/02/2024") == datetime.date(2024, 1, 2)


def test_utcnow():
    now = datetime.datetime.utcnow()
    assert now.year >= 2024


@pytest.mark.skip(reason="needs tzdata")
def test_tz():
    pass


@pytest.mark.xfail(reason="leap seconds unsupported")
def test_leap_second():
    datetime.time(23, 59, 60)
