from csvclean import clean_file


def write(path, text):
    path.write_text(text)
    return path


def test_clean_file_counts_rows(tmp_path):
    src = write(tmp_path / "in.csv", "SKU, Qty\nA-1 , 2\n,\nB-2,3\n")
    assert clean_file(src, tmp_path / "out.csv") == 2


def test_clean_file_writes_normalised_header(tmp_dir):
    src = write(tmp_dir / "in.csv", "Unit Price (EUR),SKU\n1.50,A-1\n")
    clean_file(src, tmp_dir / "out.csv")
    assert (tmp_dir / "out.csv").read_text().splitlines()[0] == "unit_price_eur,sku"
