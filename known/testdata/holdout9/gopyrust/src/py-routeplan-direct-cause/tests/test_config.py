from pathlib import Path

import pytest

from routeplan.config import ConfigError, load

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_example_config_loads():
    cfg = load(EXAMPLES / "leeds.toml")
    assert cfg.depot.name == "Leeds depot"
    assert cfg.max_stops == 12


def test_missing_depot_key(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text('[depot]\nname = "x"\nlat = 1\n')
    with pytest.raises(ConfigError, match="missing 'lon'"):
        load(p)


def test_defaults(tmp_path):
    p = tmp_path / "min.toml"
    p.write_text('[depot]\nname = "x"\nlat = 1\nlon = 2\n')
    cfg = load(p)
    assert cfg.max_stops == 20 and cfg.vehicles == []
