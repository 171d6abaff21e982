def test_add_and_get(store):
    note = store.add("Shopping list", "eggs, flour", ["home"])
    assert store.get(note.slug).body == "eggs, flour"


def test_search(store):
    store.add("Trip to Lisbon", "flights and hotel")
    assert [n.slug for n in store.search("lisbon")] == ["trip-to-lisbon"]


def test_tagged(store):
    store.add("Quarterly report", "draft", ["work", "q3"])
    assert [n.title for n in store.tagged("q3")] == ["Quarterly report"]


def test_delete(store):
    store.add("Scratch", "")
    assert store.delete("scratch")
    assert store.get("scratch") is None


def test_delete_missing(store):
    assert not store.delete("no-such-note")
