"""Uploads files; a file that fails is logged with its traceback and skipped."""
import logging

log = logging.getLogger("uploader")


def upload_all(paths, put):
    done = []
    for p in paths:
        try:
            put(p)
        except OSError:
            log.exception("upload failed for %s", p)
            continue
        done.append(p)
    return done


def human_size(n):
    for unit in ("B", "KB", "MB"):
        if n < 1024:
            return f"{n} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n //= 1024
    return f"{n} GB"
