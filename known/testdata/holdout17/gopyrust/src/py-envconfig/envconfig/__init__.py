from .loader import load, parse_bool, parse_duration

__all__ = ["load", "parse_bool", "parse_duration"]
