package com.shelfwise.inventory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class Stock {
    private final List<StockItem> items = new ArrayList<>();

    public void add(StockItem item) {
        items.add(item);
    }

    public Map<String, Integer> totalsBySku() {
        return items.stream()
                .collect(Collectors.groupingBy(StockItem::sku, Collectors.summingInt(StockItem::onHand)));
    }

    public List<String> warehousesFor(String sku) {
        return items.stream()
                .filter(i -> i.sku().equals(sku))
                .map(StockItem::warehouse)
                .sorted()
                .collect(Collectors.toList());
    }

    public int size() {
        return items.size();
    }
}
