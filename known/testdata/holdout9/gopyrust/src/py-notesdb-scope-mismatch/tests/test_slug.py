import pytest

from notesdb.slug import slugify


@pytest.mark.parametrize(
    "title,want",
    [
        ("Hello World", "hello-world"),
        ("  Spaces   everywhere ", "spaces-everywhere"),
        ("Café au lait", "cafe-au-lait"),
        ("100% done!", "100-done"),
    ],
)
def test_slugify(title, want):
    assert slugify(title) == want


def test_long_titles_cut_at_word_boundary():
    title = "Notes from the architecture review meeting about the storage layer"
    assert slugify(title) == "notes-from-the-architecture-review"
