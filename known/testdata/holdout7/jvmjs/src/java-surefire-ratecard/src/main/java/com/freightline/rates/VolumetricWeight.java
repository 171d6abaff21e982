package com.freightline.rates;

/** Volumetric weight: L x W x H (cm) / divisor; the billable weight is the larger one. */
public final class VolumetricWeight {
    /** Road freight divisor (cm3 per kg). */
    public static final int ROAD_DIVISOR = 5000;

    private VolumetricWeight() {}

    public static double volumetricKg(Parcel p) {
        return (double) p.lengthCm() * p.widthCm() * p.heightCm() / ROAD_DIVISOR;
    }

    public static double billableKg(Parcel p) {
        return Math.max(p.weightKg(), volumetricKg(p));
    }
}
