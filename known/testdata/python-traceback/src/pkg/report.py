def label(row):
    return f"{row["sku"]-{row["id"]}}"
