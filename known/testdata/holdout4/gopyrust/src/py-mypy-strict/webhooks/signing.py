"""HMAC signatures of webhook bodies."""
from __future__ import annotations

import hashlib
import hmac
import time


def sign(secret: bytes, body: bytes, timestamp: int) -> str:
    mac = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def parse_header(header: str):
    parts = dict(item.split("=", 1) for item in header.split(","))
    return int(parts["t"]), parts["v1"]


def verify(secret: bytes, body: bytes, header: str, tolerance_s: int = 300) -> bool:
    timestamp, given = parse_header(header)
    if abs(time.time() - timestamp) > tolerance_s:
        return False
    expected = sign(secret, body, timestamp).split("v1=")[1]
    return hmac.compare_digest(expected, given)
