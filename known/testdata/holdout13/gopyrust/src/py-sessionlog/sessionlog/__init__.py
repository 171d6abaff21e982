"""Append-only session journal with rotation."""
import os


class Journal:
    def __init__(self, path, max_bytes=1024):
        self.path = path
        self.max_bytes = max_bytes
        self.fh = open(path, "a", encoding="utf-8")

    def write(self, line):
        self.fh.write(line.rstrip("\n") + "\n")
        self.fh.flush()
        if self.fh.tell() > self.max_bytes:
            self.rotate()

    def rotate(self):
        self.fh.close()
        os.replace(self.path, self.path + ".1")
        self.fh = open(self.path, "a", encoding="utf-8")

    def lines(self):
        with open(self.path, encoding="utf-8") as f:
            return [l.rstrip("\n") for l in f]

    def close(self):
        self.fh.close()
        self.fh = None


def parse(line):
    """'2025-01-02T03:04:05 user=alice action=login' -> dict"""
    stamp, _, rest = line.partition(" ")
    fields = dict(kv.split("=", 1) for kv in rest.split())
    fields["at"] = stamp
    return fields
