package com.freightline.rates;

public enum Zone {
    DOMESTIC, EU1, EU2, EU3, REST_OF_WORLD;

    public static Zone parse(String s) {
        return valueOf(s.trim().toUpperCase().replace('-', '_'));
    }
}
