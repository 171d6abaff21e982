"""The nightly job: extract, transform, load."""
from etl.extract import read_export
from etl.load import to_tsv
from etl.transform import to_warehouse


def run(text: str) -> str:
    rows, stamp = read_export(text)
    out = [to_warehouse(r) for r in rows]
    return to_tsv(out)
