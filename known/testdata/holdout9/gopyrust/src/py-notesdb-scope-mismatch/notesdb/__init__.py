"""notesdb: a tiny notes store on SQLite."""
