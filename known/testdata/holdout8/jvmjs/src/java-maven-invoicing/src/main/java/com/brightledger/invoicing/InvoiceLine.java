package com.brightledger.invoicing;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class InvoiceLine {
    private final String description;
    private final int quantity;
    private final BigDecimal unitPrice;
    private final BigDecimal vatRate;

    public InvoiceLine(String description, int quantity, BigDecimal unitPrice, BigDecimal vatRate) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        this.description = description;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
        this.vatRate = vatRate;
    }

    public String description() { return description; }
    public int quantity() { return quantity; }

    public BigDecimal net() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity)).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal vat() {
        return net().multiply(vatRate).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal gross() {
        return net().add(vat());
    }
}
