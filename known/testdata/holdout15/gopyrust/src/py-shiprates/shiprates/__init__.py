from .rates import ZONES, quote
from .tracking import TrackingClient

__all__ = ["ZONES", "quote", "TrackingClient"]
