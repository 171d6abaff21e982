import json
from pathlib import Path

import pytest

from catalog.model import load

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def products():
    with open(FIXTURES / "products.json") as f:
        return load(json.load(f))
