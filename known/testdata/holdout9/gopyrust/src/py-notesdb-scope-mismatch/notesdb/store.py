"""Notes kept in one SQLite file."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .slug import slugify

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id INTEGER PRIMARY KEY,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT ''
);
"""


@dataclass
class Note:
    id: int
    slug: str
    title: str
    body: str
    tags: list[str]


class Store:
    def __init__(self, path: Path):
        self.conn = sqlite3.connect(path)
        self.conn.executescript(SCHEMA)

    def close(self) -> None:
        self.conn.close()

    def add(self, title: str, body: str = "", tags: list[str] | None = None) -> Note:
        slug = slugify(title)
        cur = self.conn.execute(
            "INSERT INTO notes (slug, title, body, tags) VALUES (?, ?, ?, ?)",
            (slug, title, body, ",".join(tags or [])),
        )
        self.conn.commit()
        return self.get(slug) if cur.lastrowid else None

    def get(self, slug: str) -> Note | None:
        row = self.conn.execute("SELECT id, slug, title, body, tags FROM notes WHERE slug = ?", (slug,)).fetchone()
        if row is None:
            return None
        return Note(row[0], row[1], row[2], row[3], [t for t in row[4].split(",") if t])

    def search(self, word: str) -> list[Note]:
        rows = self.conn.execute(
            "SELECT slug FROM notes WHERE title LIKE ? OR body LIKE ? ORDER BY slug",
            (f"%{word}%", f"%{word}%"),
        ).fetchall()
        return [self.get(r[0]) for r in rows]

    def tagged(self, tag: str) -> list[Note]:
        return [n for n in self.search("") if tag in n.tags]

    def delete(self, slug: str) -> bool:
        cur = self.conn.execute("DELETE FROM notes WHERE slug = ?", (slug,))
        self.conn.commit()
        return cur.rowcount == 1
