package io.ledgerline.tax;

import java.math.BigDecimal;

public enum VatRate {
    STANDARD("0.2100"),
    REDUCED("0.0900"),
    ZERO("0.0000");

    private final BigDecimal rate;

    VatRate(String rate) {
        this.rate = new BigDecimal(rate);
    }

    public BigDecimal rate() {
        return rate;
    }
}
