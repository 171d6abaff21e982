from ledger.accounts import Ledger
from ledger.export import entries_to_csv, entries_to_ofx


def sample():
    led = Ledger()
    led.post("expenses:coffee", "assets:cash", 350, "espresso")
    return led


def test_csv_header_and_row():
    text = entries_to_csv(sample())
    assert text.splitlines() == ["debit,credit,cents,memo", "expenses:coffee,assets:cash,350,espresso"]


def test_ofx_has_transaction():
    assert "<STMTTRN>" in entries_to_ofx(sample())
