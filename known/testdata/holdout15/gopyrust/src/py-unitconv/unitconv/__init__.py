from .convert import convert, temperature

__all__ = ["convert", "temperature"]
