def test_one():
    assert 1 + 1 == 2
