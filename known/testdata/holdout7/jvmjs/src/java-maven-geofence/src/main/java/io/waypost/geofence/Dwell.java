package io.waypost.geofence;

import java.time.Duration;
import java.time.Instant;

/** How long a device stayed inside a fence. */
public final class Dwell {
    private final Instant entered;
    private Instant left;

    public Dwell(Instant entered) {
        this.entered = entered;
    }

    public void leave(Instant at) {
        this.left = at;
    }

    /** Whole minutes spent inside (0 while still inside). */
    public int minutes() {
        if (left == null) {
            return 0;
        }
        long millis = Duration.between(entered, left).toMillis();
        return millis / 60_000;
    }
}
