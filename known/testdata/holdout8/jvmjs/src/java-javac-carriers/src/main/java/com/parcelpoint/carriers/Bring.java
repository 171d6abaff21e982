package com.parcelpoint.carriers;

import java.util.Set;

public final class Bring implements Carrier {
    private static final Set<String> NORDICS = Set.of("NO", "SE", "DK", "FI");

    @Override
    public String code() {
        return "bring";
    }

    @Override
    public Quote rate(Parcel parcel, String origin) {
        if (!NORDICS.contains(parcel.destCountry())) {
            return null;
        }
        long cents = parcel.isDomestic(origin) ? 650 : 1150;
        return new Quote(code(), cents + parcel.grams() / 2000 * 100, parcel.isDomestic(origin) ? 1 : 4);
    }
}
