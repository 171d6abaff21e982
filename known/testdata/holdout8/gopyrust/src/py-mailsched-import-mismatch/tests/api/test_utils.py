from datetime import datetime, time, timezone

from mailsched.utils import batch, next_local

NOW = datetime(2024, 3, 30, 12, 0, tzinfo=timezone.utc)


def test_next_local_later_today():
    assert next_local(time(18, 0), "Europe/Berlin", NOW) == datetime(2024, 3, 30, 17, 0, tzinfo=timezone.utc)


def test_next_local_tomorrow_across_dst():
    # Berlin switches to summer time on 2024-03-31
    assert next_local(time(9, 0), "Europe/Berlin", NOW) == datetime(2024, 3, 31, 7, 0, tzinfo=timezone.utc)


def test_batch():
    assert batch(list(range(5)), 2) == [[0, 1], [2, 3], [4]]
