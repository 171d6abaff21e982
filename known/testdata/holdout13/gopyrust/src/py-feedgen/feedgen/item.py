from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import format_datetime


@dataclass
class Item:
    title: str
    link: str
    published: datetime

    def to_xml(self):
        return (
            "<item>"
            f"<title>{escape(self.title)}</title>"
            f"<link>{self.link}</link>"
            f"<pubDate>{format_datetime(self.published)}</pubDate>"
            "</item>"
        )


def escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def from_post(post, base):
    when = datetime.fromisoformat(post["date"]).replace(tzinfo=timezone.utc)
    return Item(title=post["title"], link=f"{base}/{post['slug']}/", published=when)
