"""Reads the service's settings file (TOML)."""
import tomllib


def load(text):
    return tomllib.loads(text)


def workers(text):
    return load(text).get("workers", 1)
