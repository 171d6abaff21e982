package com.parcelnet.rates;

public final class Surcharge {
    private Surcharge() {}

    /** Fuel surcharge in cents for a given base price. */
    public static int fuel(int baseCents, Zone zone) {
        switch (zone) {
            case Zone.DOMESTIC:
                return baseCents * 4 / 100;
            case Zone.EU:
                return baseCents * 6 / 100;
            case Zone.WORLD:
                return baseCents * 9 / 100;
            default:
                throw new IllegalArgumentException("no fuel rate for " + zone);
        }
    }

    public static int remoteArea(String postcode) {
        return postcode.startsWith("HS") || postcode.startsWith("ZE") ? 300 : 0;
    }
}
