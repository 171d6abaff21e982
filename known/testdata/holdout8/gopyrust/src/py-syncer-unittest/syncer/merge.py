"""Merges two contact lists, newest change wins."""

import logging

from syncer.model import Contact

log = logging.getLogger("syncer.merge")


def merge(left: list[Contact], right: list[Contact]) -> list[Contact]:
    by_key: dict[str, Contact] = {}
    for c in left + right:
        k = c.key()
        if not k:
            log.warning("skipping %s (%s): no e-mail address", c.uid, c.name)
            continue
        old = by_key.get(k)
        if old is None or c.updated > old.updated:
            if old is not None:
                log.debug("%s: %s replaces %s", k, c.uid, old.uid)
            by_key[k] = c
    return sorted(by_key.values(), key=lambda c: c.name.casefold())


def conflicts(left: list[Contact], right: list[Contact]) -> list[tuple[Contact, Contact]]:
    """Pairs with the same e-mail and the same timestamp but different data."""
    idx = {c.key(): c for c in left}
    out = []
    for c in right:
        o = idx.get(c.key())
        if o and o.updated == c.updated and (o.name, o.phone) != (c.name, c.phone):
            out.append((o, c))
    return out
