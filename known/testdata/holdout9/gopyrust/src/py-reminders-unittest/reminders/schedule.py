"""When to send reminders."""
from datetime import datetime, time, timedelta

QUIET_START = time(21, 0)
QUIET_END = time(8, 0)


def in_quiet_hours(t: datetime) -> bool:
    return t.time() >= QUIET_START or t.time() < QUIET_END


def reminder_time(appointment: datetime, lead: timedelta = timedelta(hours=24)) -> datetime:
    """lead before the appointment, moved earlier out of quiet hours."""
    at = appointment - lead
    if in_quiet_hours(at):
        at = at.replace(hour=QUIET_START.hour, minute=0) - timedelta(hours=1)
        if at > appointment - lead:
            at -= timedelta(days=1)
    return at
