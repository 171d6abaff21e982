package org.gridline.meter;

public final class Tariff {
    private final long pencePerKwh;
    private final long standingPencePerDay;

    public Tariff(long pencePerKwh, long standingPencePerDay) {
        this.pencePerKwh = pencePerKwh;
        this.standingPencePerDay = standingPencePerDay;
    }

    public long bill(long kwh, int days) {
        return kwh * pencePerKwh + days * standingPencePerDay;
    }
}
