package com.parcelnet.rates;

public enum Zone {
    DOMESTIC, EU, WORLD
}
