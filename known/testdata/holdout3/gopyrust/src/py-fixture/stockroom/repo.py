import sqlite3
from pathlib import Path

SCHEMA = Path(__file__).with_name("schema.sql")


def connect(path=":memory:"):
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA.read_text())
    return conn


def add_part(conn, sku, name, qty=0):
    conn.execute("INSERT INTO parts (sku, name, qty) VALUES (?, ?, ?)", (sku, name, qty))


def move(conn, sku, delta, note=None):
    conn.execute("INSERT INTO moves (sku, delta, note) VALUES (?, ?, ?)", (sku, delta, note))
    conn.execute("UPDATE parts SET qty = qty + ? WHERE sku = ?", (delta, sku))


def qty(conn, sku):
    row = conn.execute("SELECT qty FROM parts WHERE sku = ?", (sku,)).fetchone()
    return row[0] if row else None
