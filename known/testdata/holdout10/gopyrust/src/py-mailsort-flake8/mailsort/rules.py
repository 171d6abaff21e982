import re
import os
from dataclasses import dataclass


@dataclass
class Rule:
    folder: str
    sender: str = None
    subject: str = None

    def matches(self, msg):
        if self.sender != None and not re.search(self.sender, msg["from"]):
            return False
        if self.subject is not None and not re.search(self.subject, msg["subject"]):
            return False
        return True


LIST_ID = re.compile("<([\w.-]+)>")


def parse_line(line):
    folder, _, rest = line.partition(":")
    kw = dict(p.split("=", 1) for p in rest.split())
    return Rule(folder.strip(), kw.get("from"), kw.get("subject"))
