package com.parcelnet.rates;

import java.util.EnumMap;
import java.util.Map;

/** Base price in cents per zone. */
public class RateService {
    private final Map<Zone, Integer> base = new EnumMap<>(Zone.class);

    public RateService() {
        base.put(Zone.DOMESTIC, 450);
        base.put(Zone.EU, 1190);
        base.put(Zone.WORLD, 2450);
    }

    public int baseCents(Zone z) {
        return base.get(z);
    }
}
