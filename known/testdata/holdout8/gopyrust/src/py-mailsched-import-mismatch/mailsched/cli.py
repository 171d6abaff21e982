"""mailsched AT RECIPIENTS.csv: print the send time of each recipient."""

import csv
import sys
from datetime import datetime, timezone

from mailsched.api import schedule_payload


def parse_args(argv: list[str]) -> tuple[str, str]:
    if len(argv) != 2 or ":" not in argv[0]:
        raise SystemExit("usage: mailsched HH:MM RECIPIENTS.csv")
    return argv[0], argv[1]


def main(argv=None) -> int:
    at, path = parse_args(sys.argv[1:] if argv is None else argv)
    with open(path, newline="") as f:
        recipients = list(csv.DictReader(f))
    for p in schedule_payload(recipients, at, datetime.now(timezone.utc)):
        print(p["send_at"], p["email"])
    return 0
