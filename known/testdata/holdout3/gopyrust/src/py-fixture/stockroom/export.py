import csv


def to_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["sku", "name", "qty"])
        w.writerows(rows)
    return path


def sku_prefix(sku):
    return sku.split("-", 1)[0].upper()
