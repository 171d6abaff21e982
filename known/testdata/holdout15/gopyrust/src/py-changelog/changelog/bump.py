"""Computes the next version from the kinds of change in Unreleased."""


def next_version(current, kinds):
    parts = current.split(".")
    major, minor, patch = (int(p) for p in parts[:3])
    if "Removed" in kinds or "Breaking" in kinds:
        return f"{major + 1}.0.0"
    if "Added" in kinds:
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"
