"""Reading posts from the blog's JSON feed."""
import json


def load_posts(path):
    with open(path, encoding="utf-8") as fh:
        feed = json.load(fh)
    return [item for item in feed["items"] if not item.get("draft")]


def describe(post):
    return f"{post["title"]} ({len(post.get("tags", []))} tags)"
