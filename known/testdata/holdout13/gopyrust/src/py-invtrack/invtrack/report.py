from invtrack.stock import Stock


def summary(stock: Stock) -> str:
    total = sum(i.qty for i in stock.items.values())
    low = stock.low()
    if low == None:
        return f"{total} units"
    return f"{total} units, low: {', '.join(low)}"


def csv_rows(stock):
    for sku, item in sorted(stock.items.items()):
        yield f"{sku},{item.qty}"


def total_value(stock: Stock, prices: dict[str, float]) -> int:
    return sum(prices[s] * i.qty for s, i in stock.items.items())
