from decimal import Decimal

def total(lines):
    return sum((Decimal(str(q)) * Decimal(str(p)) for q, p in lines), Decimal("0"))
