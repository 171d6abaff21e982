import json

import pytest

from stockroom.inventory import Inventory, OutOfStock


def test_receive_adds(inventory):
    inventory.receive("BOLT-M6", 20)
    assert inventory.level("BOLT-M6") == 120


def test_pick_removes(inventory):
    inventory.pick("NUT-M6", 15)
    assert inventory.level("NUT-M6") == 25


def test_pick_too_many(inventory):
    with pytest.raises(OutOfStock, match="want 50, have 40"):
        inventory.pick("NUT-M6", 50)


def test_autosave_writes_json(inventory):
    saved = json.loads(inventory.path.read_text())
    assert saved == {"BOLT-M6": 100, "NUT-M6": 40}


def test_receive_rejects_zero(tmp_path):
    inv = Inventory(path=tmp_path / "s.json")
    with pytest.raises(ValueError):
        inv.receive("X", 0)


def test_loads_existing_file(tmp_path):
    p = tmp_path / "s.json"
    p.write_text('{"WASHER-8": 7}')
    assert Inventory(path=p).level("WASHER-8") == 7
