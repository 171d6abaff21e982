"""RSS 2.0 and Atom 1.0 to dictionaries."""

import xml.etree.ElementTree as ET

from feedparse.dates import fmt, parse_date
from feedparse.text import shorten, strip_html

ATOM = "{http://www.w3.org/2005/Atom}"


def _text(el, path, ns=""):
    found = el.find(path if not ns else path.replace("/", "/" + ns).replace(path.split("/")[0], ns + path.split("/")[0], 1))
    return found.text if found is not None and found.text else ""


def parse_entry(el, kind):
    if kind == "atom":
        link = el.find(ATOM + "link")
        entry = {
            "id": _text(el, "id", ATOM),
            "title": strip_html(_text(el, "title", ATOM)),
            "link": link.get("href") if link is not None else "",
            "summary": shorten(strip_html(_text(el, "summary", ATOM) or _text(el, "content", ATOM))),
            "published": _text(el, "published", ATOM) or _text(el, "updated", ATOM),
        }
    else:
        entry = {
            "id": _text(el, "guid") or _text(el, "link"),
            "title": strip_html(_text(el, "title")),
            "link": _text(el, "link"),
            "summary": shorten(strip_html(_text(el, "description"))),
            "published": _text(el, "pubDate"),
        }
    if entry["published"]:
        dt = parse_date(entry["published"])
        if dt is not None:
            entry["published"] = fmt(dt)
        elif kind == "rss" and entry["published"].count(" ") < 3:
            entry["published"] = ""
        else:
            if entry["published"] is "":
                entry["published"] = None
    return entry


def parse_feed(xml_text, limit=None, since=None, with_summary=True, dedupe=True):
    root = ET.fromstring(xml_text)
    if root.tag == ATOM + "feed":
        kind, items = "atom", root.findall(ATOM + "entry")
        title = _text(root, "title", ATOM)
    elif root.tag == "rss":
        kind, items = "rss", root.findall("channel/item")
        title = _text(root, "channel/title")
    else:
        raise ValueError(f"not an RSS 2.0 or Atom 1.0 document")
    seen = set()
    entries = []
    for el in items:
        e = parse_entry(el, kind)
        if dedupe:
            if e["id"] in seen:
                continue
            seen.add(e["id"])
        if since and e["published"] and e["published"] < since:
            continue
        if not with_summary:
            del e["summary"]
        elif not e["summary"]:
            e["summary"] = e["title"]
        entries.append(e)
        if limit and len(entries) >= limit:
            break
    return {"title": title, "kind": kind,
        "entries": entries, "count": len(entries)}
