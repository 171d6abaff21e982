import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS reading (
    meter TEXT NOT NULL,
    ts TEXT NOT NULL,
    kwh REAL NOT NULL,
    PRIMARY KEY (meter, ts)
)
"""


def open_db(path):
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def insert(conn, meter, ts, kwh):
    conn.execute("INSERT OR REPLACE INTO reading VALUES (?, ?, ?)", (meter, ts, kwh))
