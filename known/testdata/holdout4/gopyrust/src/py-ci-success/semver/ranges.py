"""Caret and tilde ranges: ^1.2.3, ~1.2.3, and plain comparisons."""
from __future__ import annotations

from .version import Version, parse


def _upper(op: str, v: Version) -> Version:
    if op == "^":
        if v.major > 0:
            return Version(v.major + 1, 0, 0)
        if v.minor > 0:
            return Version(0, v.minor + 1, 0)
        return Version(0, 0, v.patch + 1)
    return Version(v.major, v.minor + 1, 0)


def satisfies(version: str, spec: str) -> bool:
    """Whether version is in the range spec (space-separated terms, all must hold)."""
    v = parse(version)
    for term in spec.split():
        if term[0] in "^~":
            low = parse(term[1:])
            if not (low <= v and v < _upper(term[0], low)):
                return False
        elif term.startswith(">="):
            if not parse(term[2:]) <= v:
                return False
        elif term.startswith("<"):
            if not v < parse(term[1:]):
                return False
        else:
            if parse(term) != v:
                return False
    return True
