from podfeed.feed import item_xml


def test_item_escapes_title():
    assert "<title>Q&amp;A</title>" in item_xml("Q&A", "http://x/1.mp3", 60)


def test_item_duration():
    assert "<itunes:duration>1:01:01</itunes:duration>" in item_xml("t", "u", 3661)
