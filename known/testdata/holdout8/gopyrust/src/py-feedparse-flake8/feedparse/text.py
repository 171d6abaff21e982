"""Text clean-up for titles and summaries."""

import html
import re

TAG = re.compile(r"<[^>]+>")


def strip_html(s):
    return html.unescape(TAG.sub("", s or "")).strip()


def shorten(s, limit=200):
    s = " ".join(s.split())
    if len(s) <= limit:
        return s
    cut = s[:limit].rsplit(" ", 1)[0]
    return f"{cut}…"


def strip_html(s):
    """Removes tags, decodes entities, collapses whitespace."""
    return " ".join(html.unescape(TAG.sub(" ", s or "")).split())
