import os

import pytest

from visitlog import store


@pytest.fixture
def db(tmp_path):
    # the databases live under a per-run "state" directory, like in production
    conn = store.open_db(os.path.join(tmp_path, "state", "visits.sqlite3"))
    yield conn
    conn.close()
