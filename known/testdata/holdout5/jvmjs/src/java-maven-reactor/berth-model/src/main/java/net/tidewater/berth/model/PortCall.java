package net.tidewater.berth.model;

import java.time.Duration;
import java.time.Instant;

/** One visit of a vessel: expected arrival and departure. */
public record PortCall(Vessel vessel, Instant eta, Instant etd) {
    public PortCall {
        if (!etd.isAfter(eta)) {
            throw new IllegalArgumentException("departure before arrival for " + vessel.imo());
        }
    }

    public Duration alongside() {
        return Duration.between(eta, etd);
    }

    public boolean overlaps(PortCall other) {
        return eta.isBefore(other.etd) && other.eta.isBefore(etd);
    }
}
