from .clean import clean_file, normalise_header, strip_row

__all__ = ["clean_file", "normalise_header", "strip_row"]
