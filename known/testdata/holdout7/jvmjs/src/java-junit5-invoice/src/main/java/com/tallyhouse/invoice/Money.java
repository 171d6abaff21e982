package com.tallyhouse.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/** An amount in one currency, always two decimals. */
public final class Money implements Comparable<Money> {
    private final BigDecimal amount;
    private final String currency;

    private Money(BigDecimal amount, String currency) {
        this.amount = amount.setScale(2, RoundingMode.HALF_EVEN);
        this.currency = currency;
    }

    /** Parses "12.50 EUR" or "12.50" (EUR). Invoice lines may not be negative: credit notes are separate documents. */
    public static Money of(String text) {
        String[] parts = text.trim().split("\\s+");
        String currency = parts.length > 1 ? parts[1] : "EUR";
        BigDecimal value = new BigDecimal(parts[0]);
        if (value.scale() > 2) {
            throw new IllegalArgumentException("more than two decimals: " + text);
        }
        return new Money(value, currency);
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(amount.add(other.amount), currency);
    }

    public Money times(int quantity) {
        return new Money(amount.multiply(BigDecimal.valueOf(quantity)), currency);
    }

    public Money percent(BigDecimal rate) {
        return new Money(amount.multiply(rate).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_EVEN), currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(currency + " and " + other.currency + " cannot be added");
        }
    }

    public BigDecimal amount() { return amount; }
    public String currency() { return currency; }

    @Override public int compareTo(Money o) { requireSameCurrency(o); return amount.compareTo(o.amount); }
    @Override public boolean equals(Object o) {
        return o instanceof Money m && m.amount.equals(amount) && m.currency.equals(currency);
    }
    @Override public int hashCode() { return Objects.hash(amount, currency); }
    @Override public String toString() { return amount.toPlainString() + " " + currency; }
}
