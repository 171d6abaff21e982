"""Loading a plan's TOML configuration."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path


class ConfigError(Exception):
    """The configuration file cannot be used."""


@dataclass
class Depot:
    name: str
    lat: float
    lon: float


@dataclass
class Config:
    depot: Depot
    max_stops: int = 20
    vehicles: list[str] = field(default_factory=list)


def load(path: Path) -> Config:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML") from exc
    try:
        d = data["depot"]
        depot = Depot(d["name"], float(d["lat"]), float(d["lon"]))
    except KeyError as exc:
        raise ConfigError(f"{path}: missing {exc.args[0]!r} in [depot]") from exc
    return Config(depot=depot, max_stops=int(data.get("max_stops", 20)), vehicles=list(data.get("vehicles", [])))
