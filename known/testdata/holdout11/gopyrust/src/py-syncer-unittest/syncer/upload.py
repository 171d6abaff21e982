"""Uploads files, skipping those that fail."""
import logging

log = logging.getLogger("syncer.upload")


def upload_all(paths, put):
    """Calls put(path) for each path; returns (done, failed) lists. Failures are logged."""
    done, failed = [], []
    for p in paths:
        try:
            put(p)
            done.append(p)
        except OSError:
            log.exception("upload failed for %s", p)
            failed.append(p)
    return done, failed
