package eu.parcelpoint.shipping.rates;

import eu.parcelpoint.shipping.model.Parcel;
import eu.parcelpoint.shipping.model.Zone;

import java.math.BigDecimal;

/** Next-day delivery: the standard price plus a flat surcharge, parcels up to 10 kg. */
public class ExpressRateCard extends RateCard {
    private static final BigDecimal SURCHARGE = new BigDecimal("6.00");
    private static final int MAX_GRAMS = 10_000;

    @Override
    public ShippingQuote quote(Parcel parcel, Zone zone) {
        if (parcel.chargeableGrams() > MAX_GRAMS) {
            throw new IllegalArgumentException("express takes parcels up to 10 kg");
        }
        ShippingQuote standard = super.quote(parcel, zone);
        return new ShippingQuote(zone, standard.price().add(SURCHARGE));
    }
}
