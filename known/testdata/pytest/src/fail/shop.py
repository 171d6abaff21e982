def price_with_tax(cents, rate):
    return round(cents * (1 + rate))


def parse_qty(text):
    return int(text)
