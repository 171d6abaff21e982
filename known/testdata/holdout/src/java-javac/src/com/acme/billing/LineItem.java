package com.acme.billing;

import java.math.BigDecimal;

public record LineItem(String sku, BigDecimal price, int quantity) {
    public LineItem {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
    }
}
