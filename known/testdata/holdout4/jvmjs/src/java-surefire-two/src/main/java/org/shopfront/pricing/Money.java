package org.shopfront.pricing;

/** An amount in minor units (cents) of one currency. */
public record Money(long cents, String currency) {
    public Money {
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("currency must be an ISO code: " + currency);
        }
    }

    public static Money of(long cents, String currency) {
        return new Money(cents, currency);
    }

    public Money plus(Money other) {
        requireSame(other);
        return new Money(cents + other.cents, currency);
    }

    public Money minus(Money other) {
        requireSame(other);
        return new Money(Math.max(0, cents - other.cents), currency);
    }

    public Money times(int quantity) {
        return new Money(cents * quantity, currency);
    }

    private void requireSame(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(currency + " vs " + other.currency);
        }
    }

    @Override
    public String toString() {
        return String.format("%s %d.%02d", currency, cents / 100, cents % 100);
    }
}
