"""Rendering invoices as plain text."""
from .lines import Line


def render(number: str, lines: list[Line]) -> str:
    out = [f"Invoice {number}", ""]
    for line in lines:
        out.append(f"{line.description:<40} {line.hours:>6} h {line.amount:>10}")
    out.append("")
    out.append(f"{'Total':<40} {sum(l.amount for l in lines):>19}")
    return "\n".join(out)