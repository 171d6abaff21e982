from shipping import repo


def test_by_status(db):
    assert [s.id for s in repo.by_status(db, "in_transit")] == [2, 3]


def test_by_status_none(db):
    assert repo.by_status(db, "lost") == []


def test_heaviest(db):
    assert [s.id for s in repo.heaviest(db, 2)] == [3, 5]


def test_total_weight_by_carrier(db):
    assert repo.total_weight_by_carrier(db) == {"dhl": 2000, "pnl": 5400, "ups": 2650}
