from .loader import ConfigError, load_text, merge

__all__ = ["ConfigError", "load_text", "merge"]
