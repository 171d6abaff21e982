"""Default settings."""
DEFAULTS = {
    "width": 40,
    "height": 20,
    "border": True,
    "width": 80,
}


def merged(overrides):
    cfg = dict(DEFAULTS)
    cfg.update(overrides) # user settings win
    return cfg


def size(cfg):
    return (cfg["width"],cfg["height"])

