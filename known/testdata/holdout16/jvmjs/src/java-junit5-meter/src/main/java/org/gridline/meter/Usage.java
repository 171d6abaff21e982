package org.gridline.meter;

import java.util.List;

public final class Usage {
    private Usage() {}

    /** Consumption between consecutive readings; readings must be in date order. */
    public static long[] deltas(List<Reading> readings) {
        long[] out = new long[readings.size() - 1];
        for (int i = 1; i < readings.size(); i++) {
            long d = readings.get(i).kwh() - readings.get(i - 1).kwh();
            out[i - 1] = d;
        }
        return out;
    }

    /** Average daily use in whole kWh. */
    public static long averagePerDay(List<Reading> readings) {
        Reading first = readings.get(0);
        Reading last = readings.get(readings.size() - 1);
        int days = last.date().getDayOfYear() - first.date().getDayOfYear();
        return (last.kwh() - first.kwh()) / days;
    }
}
