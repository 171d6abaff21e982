package net.tidewater.berth.schedule;

import static org.junit.Assert.*;

import java.time.Duration;
import net.tidewater.berth.geo.Position;
import org.junit.Test;

public class TransitEstimatorTest {
    private final TransitEstimator est = new TransitEstimator(new Position(10, 0));

    @Test public void sixtyMilesAtTwelveKnots() {
        Duration d = est.toPilot(new Position(11, 0), 12);
        assertEquals(300, d.toMinutes(), 1);
    }
    @Test public void atThePilotStation() { assertEquals(Duration.ZERO, est.toPilot(new Position(10, 0), 10)); }
    @Test(expected = IllegalArgumentException.class) public void zeroSpeed() { est.toPilot(new Position(11, 0), 0); }
    @Test(expected = IllegalArgumentException.class) public void negativeSpeed() { est.toPilot(new Position(11, 0), -3); }
}
