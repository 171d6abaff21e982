package com.freightline.rates;

/** A parcel: actual weight in kg, dimensions in cm. */
public record Parcel(double weightKg, int lengthCm, int widthCm, int heightCm) {}
