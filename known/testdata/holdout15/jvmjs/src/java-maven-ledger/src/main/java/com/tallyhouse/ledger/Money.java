package com.tallyhouse.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class Money {
    private final BigDecimal amount;
    private final String currency;

    public Money(String amount, String currency) {
        this(new BigDecimal(amount), currency);
    }

    public Money(BigDecimal amount, String currency) {
        this.amount = amount.setScale(2, RoundingMode.HALF_EVEN);
        this.currency = currency;
    }

    public BigDecimal amount() { return amount; }

    public String currency() { return currency; }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
        return new Money(amount.add(other.amount), currency);
    }

    public Money negate() { return new Money(amount.negate(), currency); }

    public boolean isNegative() { return amount.signum() < 0; }
}
