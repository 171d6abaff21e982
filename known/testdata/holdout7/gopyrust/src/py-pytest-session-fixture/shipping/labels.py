"""Shipping label text."""


def format_weight(grams):
    if grams < 1000:
        return f"{grams} g"
    return f"{grams / 1000:.1f} kg"


def label(shipment, address_lines):
    lines = [f"#{shipment.id:08d}  {shipment.carrier.upper()}", *address_lines, format_weight(shipment.weight_g)]
    width = max(len(line) for line in lines)
    border = "+" + "-" * (width + 2) + "+"
    return "\n".join([border, *(f"| {line.ljust(width)} |" for line in lines), border])
