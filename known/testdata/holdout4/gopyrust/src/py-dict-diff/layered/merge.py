"""Merging of nested configuration dictionaries."""
from __future__ import annotations

import copy
import json
from typing import Any, Mapping

from .coerce import coerce


def deep_merge(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    """Returns base updated by override; nested dicts merge, everything else is replaced."""
    out = copy.deepcopy(dict(base))
    for key, value in override.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = deep_merge(out[key], value)
        elif isinstance(value, list) and isinstance(out.get(key), list):
            out[key] = out[key] + value
        else:
            out[key] = copy.deepcopy(value)
    return out


def from_env(environ: Mapping[str, str], prefix: str = "APP_") -> dict[str, Any]:
    """APP_DB__HOST=x becomes {"db": {"host": "x"}}."""
    out: dict[str, Any] = {}
    for name, raw in sorted(environ.items()):
        if not name.startswith(prefix):
            continue
        path = name[len(prefix):].lower().split("__")
        node = out
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = coerce(raw)
    return out


def load(defaults: Mapping[str, Any], text: str, environ: Mapping[str, str]) -> dict[str, Any]:
    """The three layers merged in order."""
    return deep_merge(deep_merge(defaults, json.loads(text or "{}")), from_env(environ))
