"""Export ledger entries."""
import csv
import io


def entries_to_csv(ledger) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["debit", "credit", "cents", "memo"])
    for entry in ledger.entries:
        w.writerow(entry)
    return buf.getvalue()


def entries_to_qif(ledger) -> str:
    out = ["!Type:Bank"]
    for debit, credit, cents, memo in ledger.entries:
        out += [f"T{-cents / 100:.2f}", f"P{memo}", f"L{debit}", "^"]
    return "\n".join(out) + "\n"
