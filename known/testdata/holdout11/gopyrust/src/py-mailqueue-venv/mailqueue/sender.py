"""Delivers messages through a transport, retrying transient errors."""
import logging

log = logging.getLogger("mailqueue.sender")


class TransientError(Exception):
    """A failure worth retrying (4xx)."""


class PermanentError(Exception):
    """A failure not worth retrying (5xx)."""


def deliver(transport, msg, attempts=3):
    """Sends msg; returns the attempt that succeeded, raises after the last failure."""
    for n in range(1, attempts + 1):
        try:
            transport(msg)
            if n > 1:
                log.info("delivered %s on attempt %d", msg["id"], n)
            return n
        except TransientError as e:
            log.warning("attempt %d/%d for %s failed: %s", n, attempts, msg["id"], e)
        except PermanentError:
            log.exception("permanent failure for %s, giving up", msg["id"])
            raise
    log.error("giving up on %s after %d attempts", msg["id"], attempts)
    raise TransientError(f"{msg['id']}: retries exhausted")
