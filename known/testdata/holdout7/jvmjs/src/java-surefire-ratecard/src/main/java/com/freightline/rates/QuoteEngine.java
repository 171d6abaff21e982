package com.freightline.rates;

import java.math.BigDecimal;

/** Quotes a parcel: zone from the destination, billable weight, card price, fuel surcharge. */
public final class QuoteEngine {
    private static final Log LOG = Log.get(QuoteEngine.class);
    private final ZoneMap zones;
    private final RateCard card;
    private final FuelSurcharge fuel;

    public QuoteEngine(ZoneMap zones, RateCard card, FuelSurcharge fuel) {
        this.zones = zones;
        this.card = card;
        this.fuel = fuel;
    }

    public BigDecimal quote(Parcel parcel, String country, String postcode) {
        Zone zone = zones.zoneFor(country, postcode);
        double kg = VolumetricWeight.billableKg(parcel);
        BigDecimal base = card.price(zone, kg).orElseThrow(
            () -> new IllegalArgumentException("no price for " + zone + " at " + kg + " kg"));
        BigDecimal total = fuel.apply(base);
        LOG.info("quote card=%s zone=%s billable=%.2fkg base=%s total=%s", card.name(), zone, kg, base, total);
        return total;
    }
}
