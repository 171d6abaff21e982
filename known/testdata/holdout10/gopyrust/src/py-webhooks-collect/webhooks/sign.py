import hashlib
import hmac
import time


def signature(secret: bytes, body: bytes, ts: int) -> str:
    mac = hmac.new(secret, f"{ts}.".encode() + body, hashlib.sha256)
    return f"t={ts},v1={mac.hexdigest()}"


def verify(secret: bytes, body: bytes, header: str, tolerance: int = 300, now=None) -> bool:
    fields = dict(p.split("=", 1) for p in header.split(","))
    ts = int(fields["t"])
    if abs((now or time.time()) - ts) > tolerance:
        return False
    return hmac.compare_digest(signature(secret, body, ts), header)
