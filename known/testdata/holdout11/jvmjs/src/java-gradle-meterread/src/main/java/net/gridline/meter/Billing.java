package net.gridline.meter;

import java.util.List;

public final class Billing {
    private Billing() {}

    /** Consumption in kWh. */
    public static double kilowattHours(List<Reading> readings) {
        long wh = 0;
        for (Reading r : readings) {
            wh += r.wattHours;
        }
        return wh / 10000.0;
    }

    public static long centsFor(double kwh, int centsPerKwh) {
        return Math.round(kwh * centsPerKwh);
    }
}
