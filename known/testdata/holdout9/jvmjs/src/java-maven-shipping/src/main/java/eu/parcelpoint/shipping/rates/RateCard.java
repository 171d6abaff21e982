package eu.parcelpoint.shipping.rates;

import eu.parcelpoint.shipping.model.Parcel;
import eu.parcelpoint.shipping.model.Zone;

import java.math.BigDecimal;

/** Base price per zone plus a price per started kilogram. */
public class RateCard {

    BigDecimal basePrice(Zone zone) {
        switch (zone) {
            case DOMESTIC:
                return new BigDecimal("4.50");
            case EU:
                return new BigDecimal("9.90");
            case EUROPE_OTHER:
                return new BigDecimal("14.90");
            default:
                return new BigDecimal("24.00");
        }
    }

    BigDecimal perKilo(Zone zone) {
        return switch (zone) {
            case DOMESTIC -> new BigDecimal("0.40");
            case EU -> new BigDecimal("1.10");
            case EUROPE_OTHER -> new BigDecimal("1.60");
            case WORLD -> new BigDecimal("3.20");
        };
    }

    public ShippingQuote quote(Parcel parcel, Zone zone) {
        int kilos = (parcel.chargeableGrams() + 999) / 1000;
        BigDecimal price = basePrice(zone).add(perKilo(zone).multiply(BigDecimal.valueOf(kilos)));
        return new ShippingQuote(zone, price, kilos > 20 ? "freight" : "parcel");
    }
}
