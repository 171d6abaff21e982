"""A notes store on sqlite."""
import sqlite3


class NotFound(Exception):
    pass


class Store:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def add(self, title, body):
        cur = self.conn.execute("INSERT INTO notes (title, body) VALUES (?, ?)", (title, body))
        return cur.lastrowid

    def get(self, note_id):
        row = self.conn.execute("SELECT title, body FROM notes WHERE id = ?", (note_id,)).fetchone()
        if row is None:
            raise NotFound(f"error: note {note_id} not found")
        return row

    def search(self, word):
        q = "SELECT id FROM notes WHERE body LIKE ? ORDER BY id"
        return [r[0] for r in self.conn.execute(q, (f"%{word}%",))]


def slugify(title):
    return "-".join(title.lower().split())
