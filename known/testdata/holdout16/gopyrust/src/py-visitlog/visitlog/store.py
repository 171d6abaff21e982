"""The visits table."""
import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS visits (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,
    visitor TEXT NOT NULL,
    at TEXT NOT NULL
)
"""


def open_db(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def record(conn: sqlite3.Connection, path: str, visitor: str, at: str) -> None:
    conn.execute("INSERT INTO visits (path, visitor, at) VALUES (?, ?, ?)", (path, visitor, at))


def count(conn: sqlite3.Connection, path: str) -> int:
    (n,) = conn.execute("SELECT COUNT(*) FROM visits WHERE path = ?", (path,)).fetchone()
    return n


def unique_visitors(conn: sqlite3.Connection, path: str) -> int:
    (n,) = conn.execute("SELECT COUNT(DISTINCT visitor) FROM visits WHERE path = ?", (path,)).fetchone()
    return n
