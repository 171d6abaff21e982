from etl.transform import to_warehouse


def test_to_warehouse():
    row = {"id": "7", "sku": " ab-1 ", "weight_lb": "2"}
    assert to_warehouse(row)["grams"] == 907
