import pathlib

import pytest

from shipping import repo

FIXTURES = pathlib.Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def db():
    con = repo.connect()
    repo.create_schema(con)
    con.executescript((FIXTURES / "seed.sql").read_text())
    yield con
    con.close()
