from decimal import Decimal
from billing.rates import VAT_RATES

def vat(amount, country):
    return (amount * VAT_RATES[country]).quantize(Decimal("0.01"))
