from dataclasses import dataclass, field


@dataclass
class Entry:
    title: str
    slug: str
    published: "datetime.datetime"
    tags: list = field(default_factory=list)

    def age_days(self, now=None):
        now = now or datetime.datetime.now(datetime.timezone.utc)
        return (now - self.published).days

    def is_recent(self, days=30):
        return self.age_days() <= days

    def url(self, base):
        return f"{base.rstrip('/')}/{self.published:%Y/%m}/{self.slug}/"
