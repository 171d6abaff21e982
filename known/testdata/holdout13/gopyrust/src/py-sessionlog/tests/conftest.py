import pytest

from sessionlog import Journal


@pytest.fixture
def journal(tmp_path):
    j = Journal(str(tmp_path / "session.log"), max_bytes=64)
    yield j
    j.close()
    # every test must leave the journal closed and flushed
    assert j.fh.closed
