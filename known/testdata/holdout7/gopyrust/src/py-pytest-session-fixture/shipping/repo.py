"""Queries over the shipments database."""
import sqlite3
from dataclasses import dataclass


@dataclass
class Shipment:
    id: int
    carrier: str
    weight_g: int
    status: str


def connect(path=":memory:"):
    con = sqlite3.connect(path)
    con.row_factory = sqlite3.Row
    return con


def create_schema(con):
    con.executescript(
        """
        CREATE TABLE carriers (code TEXT PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE shipments (
            id INTEGER PRIMARY KEY,
            carrier TEXT NOT NULL REFERENCES carriers(code),
            weight_g INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'created'
        );
        """
    )


def by_status(con, status):
    rows = con.execute("SELECT * FROM shipments WHERE status = ? ORDER BY id", (status,))
    return [Shipment(**dict(r)) for r in rows]


def heaviest(con, n=3):
    rows = con.execute("SELECT * FROM shipments ORDER BY weight_g DESC LIMIT ?", (n,))
    return [Shipment(**dict(r)) for r in rows]


def total_weight_by_carrier(con):
    rows = con.execute("SELECT carrier, SUM(weight_g) AS w FROM shipments GROUP BY carrier ORDER BY carrier")
    return {r["carrier"]: r["w"] for r in rows}
