def load(rows):
    return [r for r in rows if r]
