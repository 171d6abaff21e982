from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo


def next_local(at: time, tz: str, now: datetime) -> datetime:
    """The next moment after now (aware) when the clock in tz shows at, as UTC."""
    zone = ZoneInfo(tz)
    local_now = now.astimezone(zone)
    cand = local_now.replace(hour=at.hour, minute=at.minute, second=0, microsecond=0)
    if cand <= local_now:
        cand = (cand + timedelta(days=1)).replace(hour=at.hour, minute=at.minute)
    return cand.astimezone(ZoneInfo("UTC"))


def batch(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]
