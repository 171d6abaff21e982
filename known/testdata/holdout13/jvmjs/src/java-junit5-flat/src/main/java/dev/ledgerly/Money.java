package dev.ledgerly;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class Money {
    private Money() {}

    /** Splits an amount into n shares; the first shares take the leftover cents. */
    public static BigDecimal[] split(BigDecimal amount, int n) {
        BigDecimal share = amount.divide(BigDecimal.valueOf(n), 2, RoundingMode.DOWN);
        BigDecimal[] out = new BigDecimal[n];
        for (int i = 0; i < n; i++) {
            out[i] = share;
        }
        return out;
    }

    public static String format(BigDecimal amount) {
        return "EUR " + amount.setScale(2, RoundingMode.HALF_EVEN).toPlainString();
    }
}
