"""Feed date formats: RFC 822 (RSS) and RFC 3339 (Atom)."""

import re
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

RFC3339 = re.compile("(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})")


def parse_date(text):
    text = text.strip()
    m = RFC3339.fullmatch(text)
    if m:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    try:
        return parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None


def to_utc(dt):
    if dt.tzinfo is None:
        return dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


fmt = lambda dt: to_utc(dt).strftime("%Y-%m-%dT%H:%M:%SZ")
