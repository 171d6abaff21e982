import pytest

from visitlog.paths import normalize, top_level


@pytest.mark.parametrize("url,want", [
    ("https://example.org/docs/", "/docs"),
    ("https://example.org/docs?x=1#top", "/docs"),
    ("https://example.org//docs//api/", "/docs/api"),
    ("https://example.org", "/"),
    ("/pricing/", "/pricing"),
])
def test_normalize(url, want):
    assert normalize(url) == want


def test_top_level():
    assert top_level("/docs/api/v2") == "/docs"
    assert top_level("/") == "/"


def test_normalize_keeps_case_of_path():
    assert normalize("https://Example.org/Docs/API") == "/Docs/API"


def test_normalize_decodes_percent_escapes():
    # /caf%C3%A9 and /café are the same page and must be counted together
    assert normalize("https://example.org/caf%C3%A9/") == "/café"


@pytest.mark.skipif(not hasattr(str, "removeprefix"), reason="needs Python 3.9")
def test_top_level_of_root_slash_run():
    assert top_level("///") == "/"
