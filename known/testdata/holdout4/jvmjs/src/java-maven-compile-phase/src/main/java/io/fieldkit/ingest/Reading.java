package io.fieldkit.ingest;

import java.time.Instant;

/** One temperature sample from a field sensor. */
public record Reading(String sensorId, Instant at, double celsius) {
    public Reading {
        if (Double.isNaN(celsius)) {
            throw new IllegalArgumentException("NaN reading from " + sensorId);
        }
    }
}
