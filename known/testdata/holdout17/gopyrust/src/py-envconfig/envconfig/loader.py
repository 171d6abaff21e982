"""Read typed settings from an .env-style file and the environment."""
import os
import re
from pathlib import Path

_DUR = re.compile(r"^(\d+)(ms|s|m|h)$")
_FACTOR = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}


def parse_bool(v: str) -> bool:
    v = v.strip().lower()
    if v in ("1", "true", "yes", "on"):
        return True
    if v in ("0", "false", "no", "off", ""):
        return False
    raise ValueError(f"not a boolean: {v!r}")


def parse_duration(v: str) -> float:
    m = _DUR.match(v.strip())
    if not m:
        raise ValueError(f"not a duration: {v!r}")
    return int(m.group(1)) * _FACTOR[m.group(2)]


def load(path: Path, environ=None) -> dict:
    environ = os.environ if environ is None else environ
    out = {}
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        out[key.strip()] = value.strip().strip('"')
    for key in out:
        if key in environ:
            out[key] = environ[key]
    return out
