package io.tallyho.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;

public record Money(BigDecimal value, String currency) {
    public static Money of(String amount, String currency) {
        return new Money(new BigDecimal(amount).setScale(2, RoundingMode.HALF_EVEN), currency);
    }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
        return new Money(value.add(other.value), currency);
    }

    public Money times(BigDecimal factor) {
        return new Money(value.multiply(factor).setScale(2, RoundingMode.HALF_EVEN), currency);
    }
}
