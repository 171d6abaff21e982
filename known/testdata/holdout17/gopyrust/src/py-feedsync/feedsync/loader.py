import json
import logging
from pathlib import Path

log = logging.getLogger("feedsync.loader")


class FeedConfigError(Exception):
    pass


def load_feed(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        # point the user at the broken line
        bad = text.splitlines()[err.line - 1]
        raise FeedConfigError(f"{path}: invalid JSON near {bad!r}")
    if "url" not in data:
        raise FeedConfigError(f"{path}: missing 'url'")
    return data


def load_all(folder: Path) -> list[dict]:
    feeds = []
    for p in sorted(folder.glob("*.json")):
        log.info("loading %s", p.name)
        feeds.append(load_feed(p))
    return feeds
