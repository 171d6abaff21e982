"""ISO-8601 week dates without datetime.isocalendar (which the old Jython build lacked)."""
from datetime import date, timedelta


def iso_week(d: date) -> tuple[int, int]:
    """Returns (ISO year, ISO week) of d: the week belongs to the year of its Thursday."""
    thursday = d + timedelta(days=3 - d.weekday())
    year = d.year
    week = (thursday - date(year, 1, 1)).days // 7 + 1
    return year, week


def week_start(year: int, week: int) -> date:
    """Monday of the given ISO week."""
    jan4 = date(year, 1, 4)
    return jan4 - timedelta(days=jan4.weekday()) + timedelta(weeks=week - 1)


def weeks_in_year(year: int) -> int:
    """52 or 53."""
    dec28 = date(year, 12, 28)
    return (dec28 - week_start(year, 1)).days // 7 + 1
