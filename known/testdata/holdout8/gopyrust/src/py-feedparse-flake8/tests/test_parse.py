from feedparse import parse_feed

RSS = """<rss version="2.0"><channel><title>Example</title>
<item><title>One &amp; two</title><link>https://e.x/1</link><guid>1</guid>
<pubDate>Mon, 06 May 2024 07:00:00 +0200</pubDate><description>&lt;p&gt;Hello&lt;/p&gt;</description></item>
<item><title>Dup</title><guid>1</guid></item>
</channel></rss>"""


def test_rss():
    f = parse_feed(RSS)
    assert f["kind"] == "rss"
    assert f["count"] == 1
    assert f["entries"][0]["published"] == "2024-05-06T05:00:00Z"
    assert f"{f['entries'][0]['title']}" == "One & two"
