package com.parcelpoint.carriers;

public final class Dhl implements Carrier {
    private static final int VOLUMETRIC_DIVISOR = 5000;

    @Override
    public String code() {
        return "dhl";
    }

    @Override
    public Quote quote(Parcel parcel) {
        int volumetricGrams = parcel.volumeCm3() * 1000 / VOLUMETRIC_DIVISOR;
        int billable = Math.max(parcel.grams(), volumetricGrams);
        long cents = 990 + (long) Math.ceil(billable / 500.0) * 85;
        return new Quote(code(), cents, 2);
    }
}
