from __future__ import annotations


def low_stock(levels: dict[str, int], threshold: int) -> dict[str, int]:
    """SKUs at or below threshold, with how many to reorder to reach twice the threshold."""
    return {sku: 2 * threshold - n for sku, n in levels.items() if n < threshold}


def totals_by_prefix(levels: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for sku, n in levels.items():
        prefix = sku.split("-", 1)[0]
        out[prefix] = out.get(prefix, 0) + n
    return out
