from sessionlog import parse


def test_write_and_read(journal):
    journal.write("2025-01-02T03:04:05 user=alice action=login")
    assert journal.lines() == ["2025-01-02T03:04:05 user=alice action=login"]


def test_rotation(journal):
    for i in range(5):
        journal.write(f"2025-01-02T03:04:0{i} user=u{i} action=x")
    assert len(journal.lines()) < 5


def test_parse():
    d = parse("2025-01-02T03:04:05 user=alice action=login")
    assert d == {"at": "2025-01-02T03:04:05", "user": "alice", "action": "login"}


def test_parse_quoted_value():
    d = parse('2025-01-02T03:04:05 user=bob note="two words"')
    assert d["note"] == "two words"
