"""URL slugs."""
import re
import unicodedata


def slugify(text, sep="-", max_len=60):
    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", norm.lower())
    out = sep.join(words)
    if len(out) > max_len:
        out = out[:max_len].rsplit(sep, 1)[0]
    return out
