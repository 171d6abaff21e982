package net.tidewater.berth.model;

import static org.junit.Assert.*;

import java.time.Duration;
import java.time.Instant;
import org.junit.Test;

public class PortCallTest {
    private static final Vessel V = new Vessel("IMO9074729", "Nordic Tern", 182.5, 9.8, 21400);
    private static final Instant T0 = Instant.parse("2024-03-01T06:00:00Z");

    private static PortCall call(long fromH, long toH) {
        return new PortCall(V, T0.plus(Duration.ofHours(fromH)), T0.plus(Duration.ofHours(toH)));
    }

    @Test public void alongsideDuration() { assertEquals(Duration.ofHours(14), call(0, 14).alongside()); }
    @Test public void overlapping() { assertTrue(call(0, 10).overlaps(call(9, 12))); }
    @Test public void touchingIsNotOverlap() { assertFalse(call(0, 10).overlaps(call(10, 12))); }
    @Test public void containedOverlaps() { assertTrue(call(0, 10).overlaps(call(2, 3))); }
    @Test(expected = IllegalArgumentException.class) public void departureBeforeArrival() { call(5, 4); }
    @Test(expected = IllegalArgumentException.class) public void zeroLengthCall() { call(5, 5); }
}
