def price(cents):
    return cents
