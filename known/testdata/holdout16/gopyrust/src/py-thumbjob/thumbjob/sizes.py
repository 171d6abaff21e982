"""Thumbnail geometry."""


def fit(width: int, height: int, box: int) -> tuple[int, int]:
    """Scale (width, height) to fit inside a box x box square, keeping the aspect ratio."""
    scale = box / max(width, height)
    return round(width * scale), round(height * scale)


def parse_dims(dims: str) -> tuple[int, int]:
    """'1920x1080' -> (1920, 1080)."""
    w, h = dims.lower().split("x")
    return int(w), int(h)
