package com.harborline.warehouse;

import java.util.HashMap;
import java.util.Map;

public class Stock {
    private final Map<String, Integer> onHand = new HashMap<>();

    public void receive(String sku, int qty) {
        onHand.merge(sku, qty, Integer::sum);
    }

    /** reserves qty of sku; false when there is not enough */
    public boolean reserve(String sku, int qty) {
        int have = onHand.get(sku);
        if (have < qty) {
            return false;
        }
        onHand.put(sku, have - qty);
        return true;
    }

    public int onHand(String sku) {
        return onHand.getOrDefault(sku, 0);
    }
}
