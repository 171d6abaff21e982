"""Old formatting helpers kept for compatibility."""
import warnings


def format_money(value: float, currency: str = "EUR") -> str:
    return f"{value:,.2f} {currency}"


def money(value: float, currency: str = "EUR") -> str:
    warnings.warn(
        "legacyfmt.money() is deprecated and will be removed in 1.0; use format_money()",
        DeprecationWarning,
        stacklevel=2,
    )
    return format_money(value, currency)


def pad(text: str, width: int) -> str:
    return text.ljust(width)
