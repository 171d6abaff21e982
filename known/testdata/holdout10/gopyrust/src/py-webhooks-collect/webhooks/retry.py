def schedule(attempts: int, base: float = 1.0, cap: float = 60.0) -> list[float]:
    """Delays before each retry: base, 2*base, 4*base, ... capped."""
    return [min(cap, base * 2**i) for i in range(attempts)]
