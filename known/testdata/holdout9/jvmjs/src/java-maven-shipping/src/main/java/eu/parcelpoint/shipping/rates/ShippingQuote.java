package eu.parcelpoint.shipping.rates;

import eu.parcelpoint.shipping.model.Zone;

import java.math.BigDecimal;

/** A price offered for one parcel (was Quote before #88). */
public class ShippingQuote {
    private final Zone zone;
    private final BigDecimal price;
    private final String service;

    public ShippingQuote(Zone zone, BigDecimal price, String service) {
        this.zone = zone;
        this.price = price;
        this.service = service;
    }

    public Zone zone() { return zone; }
    public BigDecimal price() { return price; }
    public String service() { return service; }
}
