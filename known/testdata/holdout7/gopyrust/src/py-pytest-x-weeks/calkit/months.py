"""Month arithmetic."""
from datetime import date
import calendar


def add_months(d: date, n: int) -> date:
    """d plus n months, clamped to the end of the target month."""
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def quarter(d: date) -> int:
    return (d.month - 1) // 3 + 1


def month_name(m: int) -> str:
    return calendar.month_name[m]
