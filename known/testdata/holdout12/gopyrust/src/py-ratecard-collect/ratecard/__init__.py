from .rates import Band, band_for, price

__all__ = ["Band", "band_for", "price"]
