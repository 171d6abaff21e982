"""Parse one field of a cron expression ("*/15", "1-5", "0,30")."""


class FieldError(ValueError):
    pass


def parse(text, lo, hi):
    values = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/", 1)
            if not s.isdigit() or int(s) == 0:
                raise FieldError(f"bad step {s!r}")
            step = int(s)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            a, b = part.split("-", 1)
            start, end = int(a), int(b)
        else:
            start = end = int(part)
        if start < lo or end > hi or start > end:
            raise FieldError(f"{part!r} is outside {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return sorted(values)
