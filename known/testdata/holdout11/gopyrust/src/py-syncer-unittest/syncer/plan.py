"""Works out what to copy."""


def plan(local, remote):
    """local and remote map path -> mtime. Returns {"upload": [...], "delete": [...]}."""
    upload = sorted(p for p, t in local.items() if remote.get(p, -1) < t)
    delete = sorted(p for p in remote if p not in local)
    return {"upload": upload, "delete": delete, "unchanged": len(local) - len(upload)}


def human_size(n):
    for unit in ("B", "KB", "MB"):
        if n < 1024:
            return f"{n} {unit}"
        n //= 1024
    return f"{n} GB"
