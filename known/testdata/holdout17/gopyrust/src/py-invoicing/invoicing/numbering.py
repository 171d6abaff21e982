def invoice_number(year: int, seq: int) -> str:
    return f"INV-{year}-{seq:05d}"
