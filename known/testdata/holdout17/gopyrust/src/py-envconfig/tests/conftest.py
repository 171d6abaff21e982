import pytest


@pytest.fixture
def env_file(tmp_path):
    p = tmp_path / "app.env"
    p.write_text('# app settings\nPORT=8080\nDEBUG=off\nNAME="orders api"\nTIMEOUT=30s\n')
    return p
