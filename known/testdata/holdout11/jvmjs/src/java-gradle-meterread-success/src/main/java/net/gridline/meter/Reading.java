package net.gridline.meter;

public final class Reading {
    public final String meter;
    public final long wattHours;

    public Reading(String meter, long wattHours) {
        this.meter = meter;
        this.wattHours = wattHours;
    }
}
