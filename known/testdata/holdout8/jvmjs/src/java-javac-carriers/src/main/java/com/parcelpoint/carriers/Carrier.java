package com.parcelpoint.carriers;

/** A shipping carrier that can price a parcel. */
public interface Carrier {
    String code();

    /** Prices the parcel, or returns null when the carrier does not take it. */
    Quote rate(Parcel parcel, String origin);
}
