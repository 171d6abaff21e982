"""Reads the raw export."""
import strictjson


def read_export(text: str):
    data = strictjson.load(text, required=("rows", "exported_at"))
    return data["rows"], data["exported_at"]
