from visitlog import store


def test_count_empty(db):
    assert store.count(db, "/") == 0


def test_record_and_count(db):
    store.record(db, "/docs", "v1", "2025-03-01T10:00:00")
    store.record(db, "/docs", "v2", "2025-03-01T10:01:00")
    assert store.count(db, "/docs") == 2


def test_unique_visitors(db):
    for at in ("10:00", "10:05", "10:09"):
        store.record(db, "/pricing", "v1", f"2025-03-01T{at}:00")
    store.record(db, "/pricing", "v2", "2025-03-01T11:00:00")
    assert store.unique_visitors(db, "/pricing") == 2


def test_other_paths_not_counted(db):
    store.record(db, "/a", "v1", "2025-03-01T10:00:00")
    assert store.count(db, "/b") == 0
