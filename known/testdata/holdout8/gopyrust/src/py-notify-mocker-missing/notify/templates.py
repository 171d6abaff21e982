"""Message templates."""

import string

TEMPLATES = {
    "welcome": ("Welcome to Parcelo, $name!", "Hi $name,\n\nyour account $email is ready.\n"),
    "reset": ("Reset your password", "Hi $name,\n\nuse this link within $hours hours: $link\n"),
    "shipped": ("Your parcel is on its way", "Hi $name,\n\nparcel $tracking left our depot on $day.\n"),
}


def render(kind: str, **fields) -> tuple[str, str]:
    subject, body = TEMPLATES[kind]
    return string.Template(subject).substitute(fields), string.Template(body).safe_substitute(fields)


def sms_text(kind: str, **fields) -> str:
    """At most 160 characters: the subject, then as much of the body as fits."""
    subject, body = render(kind, **fields)
    text = f"{subject} {' '.join(body.split()[2:])}"
    return text if len(text) <= 160 else text[:159] + "…"
