"""JSON loading that insists on required keys."""
import json


class MissingKey(KeyError):
    pass


def load(text: str, required=()):
    data = json.loads(text)
    for key in required:
        if key not in data:
            raise MissingKey(key)
    return data
