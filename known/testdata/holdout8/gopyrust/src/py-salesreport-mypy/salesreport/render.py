"""Plain-text report."""

from decimal import Decimal


def money(d: Decimal, width: int = 12) -> str:
    return f"{d:>{width},.2f}"


def table(title: str, rows: dict[str, Decimal], width: int = 12) -> str:
    lines = [title, "=" * len(title)]
    for k, v in rows.items():
        lines.append(f"{k:<16}{money(v, width)}")
    total = sum(rows.values(), Decimal(0))
    lines.append(f"{'total':<16}{money(total, width)}")
    return "\n".join(lines)


def report(regions: dict[str, Decimal], months: dict[str, Decimal], avg_units: int) -> str:
    parts = [table("By region", regions), table("By month", months, width="14")]
    parts.append(f"average units per order: {avg_units}")
    return "\n\n".join(parts) + "\n"
