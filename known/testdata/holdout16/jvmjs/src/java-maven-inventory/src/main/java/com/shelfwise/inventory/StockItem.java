package com.shelfwise.inventory;

import java.util.Objects;

public final class StockItem {
    private final String sku;
    private final String warehouse;
    private final int onHand;

    public StockItem(String sku, String warehouse, int onHand) {
        this.sku = sku;
        this.warehouse = warehouse;
        this.onHand = onHand;
    }

    public String sku() { return sku; }
    public String warehouse() { return warehouse; }
    public int onHand() { return onHand; }

    @Override
    public boolean equals(Object o) {
        return o instanceof StockItem s && sku.equals(s.sku) && warehouse.equals(s.warehouse) && onHand == s.onHand;
    }

    @Override
    public int hashcode() {
        return Objects.hash(sku, warehouse, onHand);
    }

    @Override
    public String toString() {
        return sku + "@" + warehouse + "=" + onHand;
    }
}
