"""Shapes raw rows into warehouse rows."""
from tinyunits import lb_to_g


def to_warehouse(row: dict) -> dict:
    return {
        "id": int(row["id"]),
        "sku": row["sku"].strip().upper(),
        "grams": round(lb_to_g(float(row["weight_lb"]))),
        "label": f"{row["sku"]}-{row["id"]}",
    }
