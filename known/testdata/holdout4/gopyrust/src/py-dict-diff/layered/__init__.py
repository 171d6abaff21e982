"""Layered configuration: defaults, then a file, then environment overrides."""
from .merge import deep_merge, from_env, load
from .coerce import coerce

__all__ = ["deep_merge", "from_env", "load", "coerce"]
