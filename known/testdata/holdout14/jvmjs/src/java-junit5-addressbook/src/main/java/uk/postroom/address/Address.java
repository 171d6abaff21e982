package uk.postroom.address;

/** A UK postal address as the label printer wants it. */
public record Address(String line1, String town, String postcode, String country) {}
