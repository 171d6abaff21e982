import json
import urllib.request

from .sign import signature


def build_request(url: str, secret: bytes, event: dict, ts: int) -> urllib.request.Request:
    body = json.dumps(event, separators=(",", ":")).encode()
    req = urllib.request.Request(url, data=body, method="POST")
    req.add_header("Content-Type", "application/json")
    req.add_header("Webhook-Signature", signature(secret, body, ts))
    return req
