package org.shopfront.pricing;

final class Rounding {
    private Rounding() {}

    /** Rounds cents * basisPoints / 10000 half-up. */
    static long applyBasisPoints(long cents, int basisPoints) {
        long scaled = cents * basisPoints;
        long whole = scaled / 10000;
        long rest = scaled % 10000;
        return rest >= 5000 ? whole + 1 : whole;
    }
}
