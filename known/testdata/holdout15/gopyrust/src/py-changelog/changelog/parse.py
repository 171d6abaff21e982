"""Parses Keep-a-Changelog style files."""
import re
from dataclasses import dataclass, field

HEADING = re.compile(r"## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})")


@dataclass
class Entry:
    version: str
    date: str
    changes: dict = field(default_factory=dict)


def parse_heading(line):
    m = HEADING.match(line)
    return m.group("version"), m.group("date")


def parse_changelog(text):
    entries = []
    section = None
    for line in text.splitlines():
        if line.startswith("## "):
            version, date = parse_heading(line)
            entries.append(Entry(version, date))
        elif line.startswith("### "):
            section = line[4:].strip()
            entries[-1].changes[section] = []
        elif line.startswith("- ") and section:
            entries[-1].changes[section].append(line[2:])
    return entries
