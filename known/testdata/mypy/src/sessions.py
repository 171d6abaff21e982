"""Looks sessions up by token and refreshes them."""
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Dict, Optional


@dataclass
class Session:
    token: str
    user: str
    expires: datetime


class Sessions:
    def __init__(self) -> None:
        self.by_token: Dict[str, Session] = {}

    def find(self, token: str) -> Optional[Session]:
        return self.by_token.get(token)


def lifetime(session: Session) -> timedelta:
    return session.expires - datetime.now()


def refresh(sessions: Sessions, token: str) -> datetime:
    session = sessions.find(token)
    session.expires = datetime.now() + timedelta(hours=1)
    left = lifetime(session)
    return session.expires + left


def owner(sessions: Sessions, token: str) -> str:
    return sessions.find(token).user


def count(sessions: Sessions) -> str:
    return len(sessions.by_token)
