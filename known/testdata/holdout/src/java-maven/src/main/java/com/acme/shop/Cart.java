package com.acme.shop;

import java.util.LinkedHashMap;
import java.util.Map;

public class Cart {
    private final Map<String, Integer> lines = new LinkedHashMap<>();
    private final PriceList prices;

    public Cart(PriceList prices) {
        this.prices = prices;
    }

    public void add(String sku, int qty) {
        lines.merge(sku, qty, Integer::sum);
    }

    public int itemCount() {
        return lines.size();
    }

    public long totalCents() {
        long total = 0;
        for (Map.Entry<String, Integer> e : lines.entrySet()) {
            total += prices.priceOf(e.getKey()) * e.getValue();
        }
        return total;
    }
}
