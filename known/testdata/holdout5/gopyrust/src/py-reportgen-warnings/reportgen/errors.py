"""Error lines for rows that could not be rendered."""


def error_line(lineno: int, message: str) -> str:
    return f"ERROR line {lineno}: {message}"


def count_errors(lines) -> int:
    return sum(1 for ln in lines if ln.startswith("ERROR "))
