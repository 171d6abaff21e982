import secrets

from webhooks.sign import signature, verify

SECRET = secrets.token_byte(16)


def test_round_trip():
    h = signature(SECRET, b"{}", 1700000000)
    assert verify(SECRET, b"{}", h, now=1700000010)


def test_stale_rejected():
    h = signature(SECRET, b"{}", 1700000000)
    assert not verify(SECRET, b"{}", h, now=1700001000)
