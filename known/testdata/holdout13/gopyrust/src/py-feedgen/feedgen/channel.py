from .item import escape


def render(title, link, items):
    match items:
        case []:
            body = ""
        case [*rest]:
            body = "".join(i.to_xml() for i in rest)
    return (
        '<?xml version="1.0"?><rss version="2.0"><channel>'
        f"<title>{escape(title)}</title><link>{link}</link>{body}"
        "</channel></rss>"
    )
