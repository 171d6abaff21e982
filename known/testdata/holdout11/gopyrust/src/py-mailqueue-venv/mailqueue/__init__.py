"""Outgoing mail queue with retries."""
import logging
import sys

_handler = logging.StreamHandler(sys.stderr)
_handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
logging.getLogger("mailqueue").addHandler(_handler)
logging.getLogger("mailqueue").setLevel(logging.INFO)

__version__ = "2.1.0"
