package io.fieldkit.ingest;

import java.util.List;

public final class Smoothing {
    private Smoothing() {}

    /** Exponential moving average of the readings' temperatures. */
    public static double ema(List<Reading> readings, double alpha) {
        double acc = readings.get(0).value();
        for (Reading r : readings.subList(1, readings.size())) {
            acc = alpha * r.value() + (1 - alpha) * acc;
        }
        return acc;
    }
}
