from stockroom import repo


def test_initial_quantity(db):
    assert repo.qty(db, "BLT-10") == 40


def test_move_updates_quantity(db):
    repo.move(db, "NUT-10", -5, "order 1182")
    assert repo.qty(db, "NUT-10") == 20


def test_unknown_sku_is_none(db):
    assert repo.qty(db, "WSH-08") is None
