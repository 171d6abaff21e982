"""Number formatting in the reader's locale."""
import locale


def decimal_point() -> str:
    lang, _ = locale.getdefaultlocale()
    if lang and lang.split("_")[0] in {"de", "fr", "es", "it", "nl", "pt", "ru"}:
        return ","
    return "."


def fmt(value: float, digits: int = 1, unit: str = "") -> str:
    text = f"{value:.{digits}f}".replace(".", decimal_point())
    return f"{text} {unit}".rstrip()
