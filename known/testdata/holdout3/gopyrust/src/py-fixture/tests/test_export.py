import os

from stockroom import export


def test_sku_prefix():
    assert export.sku_prefix("blt-10") == "BLT"


def test_sku_prefix_without_dash():
    assert export.sku_prefix("misc") == "MISC"


def test_to_csv_writes_header(export_dir):
    path = export.to_csv([("BLT-10", "M10 bolt", 40)], os.path.join(export_dir, "parts.csv"))
    with open(path) as f:
        assert f.readline().strip() == "sku,name,qty"


def test_to_csv_empty(tmp_path):
    path = export.to_csv([], tmp_path / "empty.csv")
    assert path.read_text().strip() == "sku,name,qty"


def test_to_csv_quotes_commas(tmp_path):
    path = export.to_csv([("X-1", "bolt, long", 1)], tmp_path / "q.csv")
    assert '"bolt, long"' in path.read_text()
