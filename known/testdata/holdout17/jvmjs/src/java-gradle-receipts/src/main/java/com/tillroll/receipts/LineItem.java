package com.tillroll.receipts;

public final class LineItem {
    private final String sku;
    private final int quantity;
    private final long unitPence;

    public LineItem(String sku, int quantity, long unitPence) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPence = unitPence;
    }

    public String sku() {
        return sku;
    }

    public long totalPence() {
        return quantity * unitPence;
    }
}
