from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class Task:
    id: int
    name: str
    payload: dict[str, str]
    attempts: int = 0
    not_before: Optional[datetime] = None
    tags: list[str] = field(default_factory=list)


def parse_priority(text: str) -> int:
    return {"low": 0, "normal": 1, "high": 2}.get(text, 1)
