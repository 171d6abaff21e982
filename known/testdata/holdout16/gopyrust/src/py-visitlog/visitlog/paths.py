"""Normalising request paths before they are counted."""
from urllib.parse import urlsplit


def normalize(url: str) -> str:
    """Drop the query and fragment, collapse duplicate slashes, strip one trailing slash."""
    path = urlsplit(url).path or "/"
    while "//" in path:
        path = path.replace("//", "/")
    if len(path) > 1 and path.endswith("/"):
        path = path[:-1]
    return path


def top_level(path: str) -> str:
    """'/docs/api/v2' -> '/docs'."""
    parts = [p for p in path.split("/") if p]
    return "/" + parts[0] if parts else "/"
