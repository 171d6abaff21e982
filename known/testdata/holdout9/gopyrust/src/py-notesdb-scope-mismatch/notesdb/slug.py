"""URL slugs for note titles."""
import re
import unicodedata


def slugify(title: str, max_len: int = 40) -> str:
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-zA-Z0-9]+", "-", text).strip("-").lower()
    return text[:max_len]
