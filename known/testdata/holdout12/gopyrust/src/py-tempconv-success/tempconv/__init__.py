from .conv import c_to_f, f_to_c, parse

__all__ = ["c_to_f", "f_to_c", "parse"]
