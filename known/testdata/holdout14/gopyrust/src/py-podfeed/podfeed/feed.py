from xml.sax.saxutils import escape

from .units import format_hms


def item_xml(title, url, seconds):
    return (
        "<item>"
        f"<title>{escape(title)}</title>"
        f'<enclosure url="{escape(url)}" type="audio/mpeg"/>'
        f"<itunes:duration>{format_hms(seconds)}</itunes:duration>"
        "</item>"
    )
