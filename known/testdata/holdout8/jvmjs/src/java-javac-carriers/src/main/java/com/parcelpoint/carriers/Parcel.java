package com.parcelpoint.carriers;

public record Parcel(String id, int grams, int lengthCm, int widthCm, int heightCm, String destCountry) {

    public int volumeCm3() {
        return lengthCm * widthCm * heightCm;
    }

    public boolean isDomestic(String origin) {
        return origin.equalsIgnoreCase(destCountry);
    }
}
