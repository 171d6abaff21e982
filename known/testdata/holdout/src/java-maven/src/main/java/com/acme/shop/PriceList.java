package com.acme.shop;

import java.util.HashMap;
import java.util.Map;

public class PriceList {
    private final Map<String, Long> cents = new HashMap<>();

    public PriceList put(String sku, long c) {
        cents.put(sku, c);
        return this;
    }

    public long priceOf(String sku) {
        return cents.get(sku);
    }
}
