package com.brightdesk.payouts;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Platform fee taken before a payout is split. */
public final class Fees {
    private static final BigDecimal RATE = new BigDecimal("0.035");
    private static final BigDecimal MINIMUM = new BigDecimal("0.50");

    private Fees() {}

    public static BigDecimal fee(BigDecimal gross) {
        BigDecimal f = gross.multiply(RATE).setScale(2, RoundingMode.HALF_UP);
        return f.compareTo(MINIMUM) < 0 ? MINIMUM : f;
    }

    public static BigDecimal net(BigDecimal gross) {
        return gross.subtract(fee(gross));
    }
}
