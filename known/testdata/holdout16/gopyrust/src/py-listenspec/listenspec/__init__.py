"""Parses listen specs like 'localhost:8080', ':443', '[::1]:9000'."""
from .spec import ListenSpec, SpecError, parse, sort_specs

__all__ = ["ListenSpec", "SpecError", "parse", "sort_specs"]
