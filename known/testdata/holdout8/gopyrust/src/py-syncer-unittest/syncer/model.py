from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Contact:
    uid: str
    name: str
    email: str
    phone: str = ""
    updated: datetime = field(default_factory=lambda: datetime(1970, 1, 1))

    def key(self) -> str:
        return self.email.strip().lower()
