"""HTML output."""
import html

from .scale import buckets


def render(counts, link_prefix="/tags/"):
    parts = []
    for tag, bucket in sorted(buckets(counts).items()):
        parts.append(f'<a class="tag-{bucket}" href="{link_prefix}{html.escape(tag)}">{html.escape(tag)}</a>')
    return f'<div class="tagcloud">{" ".join(parts)}</div>'


def render_list(counts):
    items = "".join(f"<li>{html.escape(tag)} <span>{n}</span></li>" for tag, n in sorted(counts.items()))
    return f"<ul class=\"tags\">{items}</ul>"


def title_for(counts):
    most = max(counts, key=counts.get)
    return f"Tags ({len(counts)}), most used: {most!r}"


def summary(counts, lang):
    return f"{TRANSLATIONS[lang]['tags']}: {len(counts)}"
