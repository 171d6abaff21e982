"""Parses the timestamps of a feed's entries."""
import re

STAMP = re.compile("(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})")


def parse(text, strict = False):
    match = STAMP.match(text)
    if match is None and strict:
        raise ValueError(text)
    return match


def parse_all(texts):
    return [parse(t, strict = True) for t in texts if t]
