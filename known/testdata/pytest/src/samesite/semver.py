import re

VERSION = re.compile(r"^v(?P<major>\d+)\.(?P<minor>\d+)\.(?P<patch>\d+)$")


def parse(tag):
    m = VERSION.match(tag)
    return int(m.group("major")), int(m.group("minor")), int(m.group("patch"))


def bump(tag, part):
    major, minor, patch = parse(tag)
    if part == "minor":
        return f"v{major}.{minor + 1}.0"
    return f"v{major}.{minor}.{patch + 1}"
