package com.acme.inv;

public record Item(String sku, int quantity, long priceCents) {
    public long total() { return quantity * priceCents; }
}
