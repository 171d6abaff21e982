from stockroom.report import low_stock, totals_by_prefix


def test_low_stock_includes_threshold():
    levels = {"BOLT-M6": 5, "NUT-M6": 10, "WASHER-8": 30, "PIN-2": 0}
    assert low_stock(levels, 10) == {"BOLT-M6": 15, "NUT-M6": 10, "PIN-2": 20}


def test_totals_by_prefix():
    levels = {"BOLT-M6": 5, "BOLT-M8": 7, "NUT-M6": 10}
    assert totals_by_prefix(levels) == {"BOLT": 12, "NUT": 10}
