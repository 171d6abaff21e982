"""Semantic versions (semver.org 2.0.0)."""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field

_RE = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?"
    r"(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$"
)


@dataclass(frozen=True, order=False)
class Version:
    major: int
    minor: int
    patch: int
    pre: tuple[str, ...] = ()
    build: tuple[str, ...] = field(default=(), compare=False)

    def _key(self) -> tuple[int, int, int, int, tuple[tuple[int, int, str], ...]]:
        pre = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in self.pre)
        return (self.major, self.minor, self.patch, 0 if self.pre else 1, pre)

    def __lt__(self, other: Version) -> bool:
        return self._key() < other._key()

    def __le__(self, other: Version) -> bool:
        return self._key() <= other._key()

    def __str__(self) -> str:
        s = f"{self.major}.{self.minor}.{self.patch}"
        if self.pre:
            s += "-" + ".".join(self.pre)
        if self.build:
            s += "+" + ".".join(self.build)
        return s


def parse(text: str) -> Version:
    """Parses a strict semantic version; raises ValueError otherwise."""
    m = _RE.match(text.strip())
    if not m:
        raise ValueError(f"not a semantic version: {text!r}")
    major, minor, patch, pre, build = m.groups()
    return Version(int(major), int(minor), int(patch),
                   tuple(pre.split(".")) if pre else (),
                   tuple(build.split(".")) if build else ())


def parse_loose(text: str) -> Version:
    """Accepts 'v1.2' and '1.2.3.4' as well. Deprecated: use parse()."""
    warnings.warn("parse_loose() is deprecated, use parse()", DeprecationWarning, stacklevel=2)
    parts = text.strip().lstrip("vV").split(".")
    nums = [int(p) for p in parts[:3]] + [0] * (3 - len(parts[:3]))
    return Version(nums[0], nums[1], nums[2])
