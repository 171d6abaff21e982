package com.brightbill.invoicing;

public record LineItem(String sku, int quantity, long unitCents, String taxCode) {
    public long netCents() {
        return quantity * unitCents;
    }
}
