package com.example.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class TaxCalculator {
    private final BigDecimal ratePercent;

    public TaxCalculator(BigDecimal ratePercent) {
        this.ratePercent = ratePercent;
    }

    public BigDecimal tax(Invoice invoice) {
        return invoice.subtotal().multiply(ratePercent).divide(100, 2, RoundingMode.HALF_EVEN);
    }
}
