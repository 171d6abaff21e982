"""Cleaning of whole rows."""
from csvclean import fields

REQUIRED = ("name", "email")


class RowError(Exception):
    def __init__(self, line: int, message: str):
        super().__init__(f"row {line}: {message}")
        self.line = line


def clean(row: dict, line: int) -> dict:
    for key in REQUIRED:
        if not row.get(key):
            raise RowError(line, f"missing field {key!r}")
    out = {"name": fields.name(row["name"]), "email": fields.email(row["email"])}
    if row.get("phone"):
        out["phone"] = fields.phone(row["phone"])
    if row.get("postcode"):
        out["postcode"] = fields.postcode(row["postcode"], row.get("country") or "FR")
    return out


def clean_all(rows):
    good, errors = [], []
    for i, row in enumerate(rows, start=2):
        try:
            good.append(clean(row, i))
        except (RowError, ValueError) as e:
            errors.append(str(e))
    return good, errors
