package com.brightdesk.payouts;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/** Splits a payout between the partners of a booking. */
public final class Split {
    private Split() {}

    /** Equal shares; the remainder cent goes to the first partner. */
    public static List<BigDecimal> equal(BigDecimal amount, int partners) {
        if (partners <= 0) {
            throw new IllegalArgumentException("partners must be positive: " + partners);
        }
        BigDecimal share = amount.divide(BigDecimal.valueOf(partners)).setScale(2, RoundingMode.DOWN);
        List<BigDecimal> shares = new ArrayList<>();
        BigDecimal rest = amount;
        for (int i = 0; i < partners; i++) {
            shares.add(share);
            rest = rest.subtract(share);
        }
        shares.set(0, shares.get(0).add(rest));
        return shares;
    }

    /** Shares weighted by percentage points (which must add up to 100). */
    public static List<BigDecimal> weighted(BigDecimal amount, int... percents) {
        int total = 0;
        for (int p : percents) total += p;
        if (total != 100) {
            throw new IllegalArgumentException("percentages add up to " + total + ", not 100");
        }
        List<BigDecimal> shares = new ArrayList<>();
        BigDecimal rest = amount;
        for (int p : percents) {
            BigDecimal s = amount.multiply(BigDecimal.valueOf(p)).movePointLeft(2).setScale(2, RoundingMode.DOWN);
            shares.add(s);
            rest = rest.subtract(s);
        }
        shares.set(0, shares.get(0).add(rest));
        return shares;
    }
}
