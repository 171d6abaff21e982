"""JSON payloads for the scheduling API."""

from datetime import datetime, time

from mailsched.utils import next_local


def schedule_payload(recipients: list[dict], at: str, now: datetime) -> list[dict]:
    hh, mm = (int(x) for x in at.split(":"))
    out = []
    for r in recipients:
        when = next_local(time(hh, mm), r.get("tz", "UTC"), now)
        out.append({"email": r["email"], "send_at": when.isoformat()})
    return sorted(out, key=lambda p: p["send_at"])
