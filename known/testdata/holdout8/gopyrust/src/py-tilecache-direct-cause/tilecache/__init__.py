"""Pre-render map tiles listed in JSON manifests."""

__version__ = "0.8.0"
