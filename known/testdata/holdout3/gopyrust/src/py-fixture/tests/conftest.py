import os
import tempfile

import pytest

from stockroom import repo


@pytest.fixture(scope="module")
def db():
    conn = repo.connect()
    repo.add_part(conn, "BLT-10", "M10 bolt", 40)
    repo.add_part(conn, "NUT-10", "M10 nut", 25)
    yield conn
    conn.close()


@pytest.fixture
def export_dir():
    path = tempfile.mkdtemp(prefix="stockroom-export-")
    yield path
    os.rmdir(path)
