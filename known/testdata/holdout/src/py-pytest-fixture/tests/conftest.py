import json
import os

import pytest


@pytest.fixture
def settings(tmp_path):
    path = os.environ.get("APP_SETTINGS", str(tmp_path / "settings.json"))
    with open(path) as f:
        return json.load(f)


@pytest.fixture
def client(settings):
    return {"base_url": settings["base_url"], "timeout": settings.get("timeout", 5)}
