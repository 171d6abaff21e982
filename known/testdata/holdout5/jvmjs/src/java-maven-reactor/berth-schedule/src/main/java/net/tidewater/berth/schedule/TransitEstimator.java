package net.tidewater.berth.schedule;

import java.time.Duration;
import net.tidewater.berth.geo.Position;

/** Time from a position to the pilot station at a given speed. */
public final class TransitEstimator {
    private final Position pilotStation;

    public TransitEstimator(Position pilotStation) {
        this.pilotStation = pilotStation;
    }

    public Duration toPilot(Position from, double knots) {
        if (knots <= 0) {
            throw new IllegalArgumentException("speed must be positive: " + knots);
        }
        double hours = from.distanceNm(pilotStation) / knots;
        return Duration.ofSeconds(Math.round(hours * 3600));
    }
}
