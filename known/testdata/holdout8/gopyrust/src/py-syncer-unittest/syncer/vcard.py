"""Writes contacts as vCard 3.0."""

from syncer.model import Contact


def to_vcard(c: Contact) -> str:
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"UID:{c.uid}", f"FN:{c.name}", f"EMAIL:{c.email}"]
    if c.phone:
        lines.append(f"TEL;TYPE=CELL:{c.phone}")
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"
