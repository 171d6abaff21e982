package com.acme.shop;

public final class Discount {
    private Discount() {}

    /** Applies a percentage discount, rounding half up to the cent. */
    public static long apply(long cents, int percent) {
        return cents * (100 - percent) / 100;
    }
}
