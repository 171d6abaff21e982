from datetime import datetime, timezone

from mailsched.api import schedule_payload


def test_sorted_by_send_time():
    now = datetime(2024, 6, 1, 0, 0, tzinfo=timezone.utc)
    got = schedule_payload([{"email": "a@x", "tz": "America/New_York"}, {"email": "b@x", "tz": "Asia/Tokyo"}], "08:00", now)
    assert [p["email"] for p in got] == ["b@x", "a@x"]
