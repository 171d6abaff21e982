from feedgen.channel import render
from feedgen import from_post


def post(n):
    return {"title": f"Post {n}", "slug": f"p{n}", "date": f"2025-03-0{n}T08:00:00"}


def test_empty_channel():
    xml = render("Blog", "https://ex.org", [])
    assert xml.endswith("<link>https://ex.org</link></channel></rss>")


def test_items_in_order():
    items = [from_post(post(n), "https://ex.org") for n in (1, 2)]
    xml = render("Blog", "https://ex.org", items)
    assert xml.index("Post 1") < xml.index("Post 2")


def test_title_escaped():
    xml = render("A <b> blog", "https://ex.org", [])
    assert "<title>A &lt;b&gt; blog</title>" in xml


def test_item_count():
    items = [from_post(post(n), "https://ex.org") for n in (1, 2, 3)]
    assert render("Blog", "https://ex.org", items).count("<item>") == 3
    assert render("Blog", "https://ex.org", items).count("</item>" == 3
