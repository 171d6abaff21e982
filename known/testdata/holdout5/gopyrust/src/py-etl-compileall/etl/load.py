"""Writes warehouse rows as TSV."""
import io


def to_tsv(rows) -> str:
    buf = io.StringIO()
    cols = ["id", "sku", "grams", "label"]
    buf.write("\t".join(cols) + "\n")
    for r in rows:
        buf.write("\t".join(str(r[c]) for c in cols) + "\n")
    return buf.getvalue()
