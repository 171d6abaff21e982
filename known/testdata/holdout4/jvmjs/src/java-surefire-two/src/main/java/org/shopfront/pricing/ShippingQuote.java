package org.shopfront.pricing;

import java.util.Map;

public final class ShippingQuote {
    private static final Map<String, Long> BASE = Map.of(
        "GB-ENG", 395L, "GB-SCT", 495L, "GB-WLS", 395L, "GB-NIR", 595L);

    private ShippingQuote() {}

    public static Money forAddress(Address address, String currency) {
        Long base = BASE.get(address.region());
        long cents = base == null ? 1295 : base;
        if (address.isRemote()) {
            cents += 800;
        }
        return Money.of(cents, currency);
    }
}
