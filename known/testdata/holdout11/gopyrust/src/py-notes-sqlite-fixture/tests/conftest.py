import pathlib
import sqlite3

import pytest

from notes import Store


@pytest.fixture
def store():
    conn = sqlite3.connect(":memory:")
    conn.executescript((pathlib.Path(__file__).parent / "schema.sql").read_text())
    yield Store(conn)
    conn.close()
