"""Sends messages; a message that fails for good is reported and dropped."""
import sys
import traceback


class PermanentError(Exception):
    pass


def send_all(messages, transport):
    sent = []
    for m in messages:
        try:
            transport(m)
        except PermanentError:
            print(f"giving up on {m}", file=sys.stderr)
            traceback.print_exc()
            continue
        sent.append(m)
    return sent


def fold(header, width):
    words, lines, line = header.split(), [], ""
    for w in words:
        if len(line) + len(w) + 1 > width:
            lines.append(line)
            line = w
        else:
            line = (line + " " + w).strip()
    return lines
