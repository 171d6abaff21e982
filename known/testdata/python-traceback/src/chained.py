"""Raises while handling another exception, so Python prints both tracebacks joined by
"During handling of the above exception, another exception occurred"."""
import json


def load(text):
    try:
        return json.loads(text)
    except ValueError:
        # A bug in the handler: the name is wrong, so a NameError replaces the report.
        log.warning("bad config: %r", text)


if __name__ == "__main__":
    load("{port: 80}")
