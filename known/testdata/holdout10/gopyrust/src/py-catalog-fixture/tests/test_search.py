from catalog.search import available, by_tag, cheapest


def test_by_tag_office(products):
    assert [p.sku for p in by_tag(products, "office")] == ["A-100", "B-200", "C-300"]


def test_by_tag_unknown(products):
    assert by_tag(products, "garden") == []


def test_cheapest_two(products):
    assert [p.sku for p in cheapest(products, 2)] == ["B-201", "B-200"]


def test_available_skips_empty_stock(products):
    assert "A-101" not in available(products)


def test_available_count(products):
    assert len(available(products)) == 4
