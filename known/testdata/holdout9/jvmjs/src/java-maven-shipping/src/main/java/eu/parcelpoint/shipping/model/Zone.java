package eu.parcelpoint.shipping.model;

public enum Zone {
    DOMESTIC, EU, EUROPE_OTHER, WORLD
}
