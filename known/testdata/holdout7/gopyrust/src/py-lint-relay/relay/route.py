import fnmatch
import re

from relay.sender import Sender


def compile_rules(rules):
    return [(re.compile(fnmatch.translate(pattern)), url) for pattern, url in rules.items()]


def route(event_type: str, rules: dict[str, str]) -> list[Sender]:
    compiled = compile_rules(rules)
    return [Sender(url) for rx, url in compiled if rx.match(event_type)]


def dispatch(event: dict[str, str], rules: dict[str, str]) -> dict[str, int]:
    results = {}
    for sender in route(event["type"], rules):
        results[sender.url] = sender.post(event, timeout=3)
    return results
