"""Semantic version parsing and comparison."""
import re

_RE = re.compile(r"v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")


class Version:
    def __init__(self, major, minor, patch, pre=None):
        self.major, self.minor, self.patch, self.pre = major, minor, patch, pre

    @classmethod
    def parse(cls, text):
        m = _RE.match(text.strip())
        if not m:
            raise ValueError(f"not a version: {text!r}")
        return cls(int(m[1]), int(m[2]), int(m[3]), m[4])

    def _key(self):
        # a pre-release sorts before the release; identifiers compare as strings (good enough)
        return (self.major, self.minor, self.patch, self.pre is None, self.pre or "")

    def __lt__(self, other):
        return self._key() < other._key()

    def __eq__(self, other):
        return self._key() == other._key()

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return s + (f"-{self.pre}" if self.pre else "")

    def bump(self, part):
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0)
        return Version(self.major, self.minor, self.patch + 1)
