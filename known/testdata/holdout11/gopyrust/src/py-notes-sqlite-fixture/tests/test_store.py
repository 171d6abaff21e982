import pytest

from notes import NotFound


def test_add_and_get(store):
    nid = store.add("Groceries", "milk, eggs")
    assert store.get(nid) == ("Groceries", "milk, eggs")


def test_get_missing_raises_not_found(store):
    with pytest.raises(NotFound, match="error: note 99 not found"):
        store.get(99)


def test_search(store):
    store.add("a", "error handling notes")
    store.add("b", "shopping")
    assert store.search("error") == [1]
