"""Normalise file paths written on one OS for display on another."""
from .core import to_posix, to_windows, split_drive

__all__ = ["to_posix", "to_windows", "split_drive"]
