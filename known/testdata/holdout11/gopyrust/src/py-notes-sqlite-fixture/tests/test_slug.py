import pytest

from notes import slugify


@pytest.mark.parametrize("title, slug", [
    ("Hello World", "hello-world"),
    ("  spaced   out  ", "spaced-out"),
    ("Error: Disk Full", "error:-disk-full"),
    ("Traceback analysis", "traceback-analysis"),
    ("FAILED builds", "failed-builds"),
    ("Tabs\tand\tspaces", "tabs-and-spaces"),
])
def test_slugify(title, slug):
    assert slugify(title) == slug


def test_slugify_keeps_unicode():
    assert slugify("Crème Brûlée") == "crème-brûlée"


def test_slugify_empty():
    assert slugify("") == "", "empty title gives an empty slug, not an error"
