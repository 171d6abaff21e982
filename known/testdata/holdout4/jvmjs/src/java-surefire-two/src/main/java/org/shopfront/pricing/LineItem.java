package org.shopfront.pricing;

public record LineItem(String sku, int quantity, Money unitPrice) {
    public LineItem {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive for " + sku);
        }
    }

    public Money total() {
        return unitPrice.times(quantity);
    }
}
