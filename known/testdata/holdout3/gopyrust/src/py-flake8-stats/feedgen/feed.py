import html
import os
from xml.sax.saxutils import escape


def _entry_xml(e, base):
    tags = "".join(f'<category term="{html.escape(t)}"/>' for t in e.tags)
    return (f"<entry><title>{escape(e.title)}</title><link href=\"{e.url(base)}\"/>"
            f"<updated>{e.published.isoformat()}</updated>{tags}</entry>")


def render(entries, base, title="Release notes", limit=20):
    items = sorted(entries, key=lambda e: e.published, reverse=True)[:limit]
    body = "".join(_entry_xml(e, base) for e in items)
    updated = items[0].published.isoformat() if items else "1970-01-01T00:00:00+00:00"
    return f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>{escape(title)}</title><updated>{updated}</updated>{body}</feed>'
