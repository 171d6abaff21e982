import pytest

from stockroom.inventory import Inventory


@pytest.fixture
def inventory(tmp_path):
    inv = Inventory(tmp_path / "stock.json")
    inv.receive("BOLT-M6", 100)
    inv.receive("NUT-M6", 40)
    return inv
