package com.lumenpay.payouts;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Card-scheme fee: a percentage of the amount plus a fixed part, in cents, rounded half up. */
public final class FeeCalculator {
    private final BigDecimal percent;
    private final long fixedCents;

    public FeeCalculator(String percent, long fixedCents) {
        this.percent = new BigDecimal(percent);
        this.fixedCents = fixedCents;
    }

    public long feeCents(long amountCents) {
        BigDecimal variable = BigDecimal.valueOf(amountCents).multiply(percent).movePointLeft(2);
        return variable.setScale(0, RoundingMode.HALF_DOWN).longValueExact() + fixedCents;
    }
}
