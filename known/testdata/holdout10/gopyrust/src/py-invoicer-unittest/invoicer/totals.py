def net_to_gross(net_cents: int, rate_percent: int) -> int:
    return net_cents + net_cents * rate_percent // 100


def due_date(issued: str, days: int) -> str:
    from datetime import date, timedelta
    return (date.fromisoformat(issued) + timedelta(days=days)).isoformat()
