"""VAT rates and amounts (renamed in 1.3: compute_vat -> vat_for)."""
from decimal import Decimal, ROUND_HALF_UP

RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21"), "LU": Decimal("0.17")}


def vat_for(net: Decimal, country: str) -> Decimal:
    rate = RATES[country]
    return (net * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
