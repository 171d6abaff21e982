package com.freightline.rates;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The monthly fuel surcharge, a percentage on top of the base price. */
public final class FuelSurcharge {
    private final BigDecimal percent;

    public FuelSurcharge(String percent) {
        this.percent = new BigDecimal(percent);
        if (this.percent.signum() < 0 || this.percent.compareTo(BigDecimal.valueOf(50)) > 0) {
            throw new IllegalArgumentException("implausible fuel surcharge: " + percent + "%");
        }
    }

    public BigDecimal apply(BigDecimal base) {
        return base.add(base.multiply(percent).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP));
    }
}
