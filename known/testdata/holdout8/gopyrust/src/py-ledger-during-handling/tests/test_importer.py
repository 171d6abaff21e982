from datetime import date
from decimal import Decimal

from ledgerlite.importer import balance_by_account, categorize, import_csv

CSV = """Date;Payee;Amount
01.03.2024;REWE Markt 4411;-54.20
01.03.2024;Gehalt Maerz;3,250.00
04.03.2024;DB Vertrieb GmbH;-89.90
05.03.2024;Stadtwerke Leipzig;(112.00)
07.03.2024;Edeka Center;-23.75
"""


def test_import_all_rows():
    r = import_csv(CSV)
    assert len(r.entries) == 5
    assert r.entries[0].day == date(2024, 3, 1)
    assert r.entries[3].amount == Decimal("-112.00")


def test_categorize():
    assert categorize("REWE Markt 4411") == "Expenses:Groceries"
    assert categorize("Kiosk am Ring") == "Expenses:Unsorted"


def test_bad_rows_are_rejected():
    text = CSV + "31.02.2024;Typo Date;-1.00\n09.03.2024;Bad Amount;12,5O\n"
    r = import_csv(text)
    assert len(r.entries) == 5
    assert [n for n, _ in r.rejects] == [7, 8]


def test_balance_by_account():
    r = import_csv(CSV)
    assert list(balance_by_account(r.entries).items()) == [
        ("Expenses:Groceries", Decimal("-77.95")),
        ("Expenses:Travel", Decimal("-89.90")),
        ("Expenses:Utilities", Decimal("-112.00")),
        ("Income:Salary", Decimal("3250.00")),
    ]


def test_balance_drops_zero_accounts():
    refund = "10.03.2024;DB Vertrieb GmbH Erstattung;89.90\n"
    r = import_csv(CSV + refund)
    assert list(balance_by_account(r.entries)) == ["Expenses:Groceries", "Expenses:Utilities", "Income:Salary"]
