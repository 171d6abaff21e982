package com.brightbill.invoices;

public record Line(String sku, int quantity, long unitPriceCents) {
    public long totalCents() {
        return quantity * unitPriceCents;
    }
}
