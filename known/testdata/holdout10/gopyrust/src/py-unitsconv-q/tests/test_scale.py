from unitsconv.scale import scale, shopping_list


def test_scale_double():
    assert scale({"flour": "2 cup", "salt": "1 tsp"}, 2, 4) == {"flour": "4 cup", "salt": "2 tsp"}


def test_scale_third():
    assert scale({"sugar": "1 cup"}, 3, 1) == {"sugar": "0.33 cup"}


def test_shopping_list_merges():
    a = {"flour": "2 cup", "eggs": "2 pc"}
    b = {"flour": "1/2 cup"}
    assert shopping_list([a, b]) == ["eggs: 2 pc", "flour: 2.5 cup"]
