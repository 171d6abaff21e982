import re
import unicodedata
import warnings

_NON_WORD = re.compile(r"[^a-z0-9]+")


def slugify(title: str, max_len: int = 60) -> str:
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = _NON_WORD.sub("-", ascii_title.lower()).strip("-")
    if len(slug) > max_len:
        slug = slug[:max_len].rsplit("-", 1)[0]
    return slug


def unique(slug: str, taken: set[str]) -> str:
    if slug not in taken:
        return slug
    n = 2
    while f"{slug}-{n}" in taken:
        n += 1
    return f"{slug}-{n}"


def legacy_slug(title: str) -> str:
    warnings.warn("legacy_slug is deprecated; use slugify", DeprecationWarning, stacklevel=2)
    return title.strip().lower().replace(" ", "_")
