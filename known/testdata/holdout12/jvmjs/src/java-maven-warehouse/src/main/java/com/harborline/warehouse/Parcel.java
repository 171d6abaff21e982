package com.harborline.warehouse;

public record Parcel(int lengthCm, int widthCm, int heightCm, int grams) {
    /** courier's volumetric weight: L x W x H / 5000, in grams (cm^3 / 5000 kg) */
    public int volumetricGrams() {
        return lengthCm * widthCm * heightCm / 5000;
    }

    public int chargeableGrams() {
        return Math.max(grams, volumetricGrams());
    }
}
