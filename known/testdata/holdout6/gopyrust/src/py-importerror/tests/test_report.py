from ledger.accounts import Ledger


def test_entries_are_recorded():
    led = Ledger()
    for i in range(1, 4):
        led.post("x", "y", i)
    assert [e[2] for e in led.entries] == [1, 2, 3]
