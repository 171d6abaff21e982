package com.acme.inv;

import java.util.HashMap;
import java.util.Map;

public class Stock {
    private final Map<String, Item> items = new HashMap<>();

    public void add(Item item) {
        items.merge(item.sku(), item, (a, b) -> new Item(a.sku(), a.quantity() + b.quantity(), a.priceCents()));
    }

    public int quantity(String sku) {
        Item it = items.get(sku);
        return it == null ? 0 : it.getQuantity();
    }

    public long value() {
        long v = 0;
        for (Item it : items.values()) v += it.total();
        return v;
    }
}
