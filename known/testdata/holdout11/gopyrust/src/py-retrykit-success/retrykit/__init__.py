"""Retry helpers."""
import logging
import time
import warnings

log = logging.getLogger("retrykit")


class GiveUp(Exception):
    """Raised when every attempt failed."""


def retry(fn, attempts=3, delay=0.0, retry_on=(Exception,)):
    last = None
    for n in range(1, attempts + 1):
        try:
            return fn()
        except retry_on as e:
            last = e
            log.error("attempt %d failed: %r", n, e)
            time.sleep(delay)
    raise GiveUp(f"failed after {attempts} attempts") from last


def retry_call(fn, tries=3):
    """Old name of retry()."""
    warnings.warn("retry_call() is deprecated, use retry(attempts=...)", DeprecationWarning, stacklevel=2)
    return retry(fn, attempts=tries)
