package org.shopfront.pricing;

public record DiscountRule(Kind kind, long amount) {
    public enum Kind { PERCENT, FIXED }

    public static DiscountRule percent(int percent) {
        return new DiscountRule(Kind.PERCENT, percent);
    }

    public static DiscountRule fixed(long cents) {
        return new DiscountRule(Kind.FIXED, cents);
    }

    Money apply(Money price) {
        if (kind == Kind.PERCENT) {
            long off = Rounding.applyBasisPoints(price.cents(), (int) amount * 100);
            return price.minus(Money.of(off, price.currency()));
        }
        return price.minus(Money.of(amount, price.currency()));
    }
}
