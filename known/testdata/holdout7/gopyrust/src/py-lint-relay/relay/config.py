import os
import pathlib

import yaml


def load(path: pathlib.Path) -> dict[str, str]:
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    return data


def env_overrides(cfg: dict, prefix="RELAY_"):
    for key, value in os.environ.items():
        if key.startswith(prefix):
            cfg[key[len(prefix):].lower()] = value
    return cfg
