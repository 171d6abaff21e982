import ntpath
import posixpath


def split_drive(p: str) -> tuple[str, str]:
    """'C:\\x\\y' -> ('C:', '\\x\\y'); paths without a drive give ('', p)."""
    return ntpath.splitdrive(p)


def to_posix(p: str) -> str:
    drive, rest = split_drive(p)
    rest = rest.replace("\\", "/")
    if drive:
        return "/" + drive[0].lower() + posixpath.normpath(rest)
    return posixpath.normpath(rest)


def to_windows(p: str) -> str:
    if p.startswith("/") and len(p) > 2 and p[2] == "/":
        return p[1].upper() + ":" + ntpath.normpath(p[2:])
    return ntpath.normpath(p)
