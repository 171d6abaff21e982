"""Sends e-mail through an SMTP relay."""

import smtplib
from email.message import EmailMessage

from notify.templates import render

RELAY = ("localhost", 2525)
SENDER = "Parcelo <no-reply@parcelo.example>"


def build(kind: str, to: str, **fields) -> EmailMessage:
    subject, body = render(kind, **fields)
    msg = EmailMessage()
    msg["From"] = SENDER
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    return msg


def send(kind: str, to: str, **fields) -> None:
    msg = build(kind, to, **fields)
    with smtplib.SMTP(*RELAY, timeout=10) as smtp:
        smtp.send_message(msg)


def send_many(kind: str, recipients: list[dict]) -> list[str]:
    """Sends to every recipient; returns the addresses that failed."""
    failed = []
    for r in recipients:
        try:
            send(kind, r["email"], **r)
        except (smtplib.SMTPException, OSError):
            failed.append(r["email"])
    return failed
