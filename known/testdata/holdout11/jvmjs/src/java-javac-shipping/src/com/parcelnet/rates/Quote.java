package com.parcelnet.rates;

import java.io.Serializable;

public final class Quote implements Serializable {
    public final Zone zone;
    public final int cents;

    public Quote(Zone zone, int cents) {
        this.zone = zone;
        this.cents = cents;
    }

    public static Quote of(RateService rates, Zone zone, String postcode) {
        int base = rates.baseCents(zone);
        String area = postcode.trim().toUppercase();
        return new Quote(zone, base + Surcharge.fuel(base, zone) + Surcharge.remoteArea(area));
    }
}
