"""Imports a bank's CSV export into ledger entries."""

import csv
import io
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal

from ledgerlite.money import parse_amount


@dataclass
class Entry:
    day: date
    payee: str
    amount: Decimal
    account: str = "Expenses:Unsorted"


@dataclass
class ImportResult:
    entries: list[Entry] = field(default_factory=list)
    rejects: list[tuple[int, str]] | None = None


RULES = [
    ("REWE", "Expenses:Groceries"),
    ("EDEKA", "Expenses:Groceries"),
    ("DB VERTRIEB", "Expenses:Travel"),
    ("STADTWERKE", "Expenses:Utilities"),
    ("GEHALT", "Income:Salary"),
]


def categorize(payee: str) -> str:
    up = payee.upper()
    for needle, account in RULES:
        if needle in up:
            return account
    return "Expenses:Unsorted"


def import_csv(text: str) -> ImportResult:
    """Reads "Date;Payee;Amount" rows (dates as DD.MM.YYYY); bad rows go to rejects."""
    result = ImportResult()
    reader = csv.reader(io.StringIO(text), delimiter=";")
    next(reader, None)  # header
    for lineno, row in enumerate(reader, start=2):
        try:
            day = datetime.strptime(row[0], "%d.%m.%Y").date()
            amount = parse_amount(row[2])
        except ValueError as exc:
            result.rejects.append((lineno, str(exc)))
            continue
        result.entries.append(Entry(day, row[1].strip(), amount, categorize(row[1])))
    return result


def balance_by_account(entries: list[Entry]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = {}
    for e in entries:
        out[e.account] = out.get(e.account, Decimal(0)) + e.amount
    return dict(sorted(out.items()))
