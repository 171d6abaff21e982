from feedgen import from_post


POST = {"title": "Tips & tricks", "slug": "tips", "date": "2025-03-01T08:00:00"}


def test_link():
    assert from_post(POST, "https://ex.org").link == "https://ex.org/tips/"


def test_escape_title():
    assert "<title>Tips &amp; tricks</title>" in from_post(POST, "https://ex.org").to_xml()


def test_pubdate():
    assert "Sat, 01 Mar 2025 08:00:00 +0000" in from_post(POST, "https://ex.org").to_xml()
