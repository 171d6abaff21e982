import json
import logging
import time
import urllib.request
from typing import Any

log = logging.getLogger(__name__)


class Sender:
    def __init__(self, url: str, retries: int = 3, headers: dict[str, str] = {}) -> None:
        self.url = url
        self.retries = retries
        self.headers = headers

    def post(self, event: dict[str, Any]) -> int:
        body = json.dumps(event).encode()
        req = urllib.request.Request(self.url, data=body, headers={"Content-Type": "application/json", **self.headers})
        for attempt in range(self.retries):
            try:
                with urllib.request.urlopen(req, timeout=5) as resp:
                    return resp.status
            except:
                log.warning("attempt %d to %s failed", attempt + 1, self.url)
                time.sleep(2**attempt)
        return 0

    def status_text(self, code: int) -> str:
        if code == 0:
            return "unreachable"
        else:
            return "ok" if code < 400 else "rejected"
