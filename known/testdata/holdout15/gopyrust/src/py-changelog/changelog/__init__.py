from .parse import Entry, parse_heading, parse_changelog
from .bump import next_version

__all__ = ["Entry", "parse_heading", "parse_changelog", "next_version"]
