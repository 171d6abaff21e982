"""Sending reminders through an SMS gateway client."""
from .phone import normalize


class Sender:
    def __init__(self, gateway, sender_id="CLINIC"):
        self.gateway = gateway
        self.sender_id = sender_id

    def send(self, to: str, text: str) -> str:
        if len(text) > 160:
            text = text[:157] + "..."
        return self.gateway.send_sms(normalize(to), text, self.sender_id)


class Gateway:
    """The real HTTP gateway client (not used in tests)."""

    def send_sms(self, to: str, body: str, *, sender: str) -> str:
        raise NotImplementedError("network access")
