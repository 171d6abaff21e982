import pytest

from notesdb.store import Store


@pytest.fixture(scope="module")
def store(tmp_path):
    """One database per test module, so the slower tests can share it."""
    s = Store(tmp_path / "notes.db")
    yield s
    s.close()
