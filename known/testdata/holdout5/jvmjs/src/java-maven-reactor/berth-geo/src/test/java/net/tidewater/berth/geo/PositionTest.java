package net.tidewater.berth.geo;

import static org.junit.Assert.*;

import org.junit.Test;

public class PositionTest {
    private static final Position ROTTERDAM = new Position(51.95, 4.05);
    private static final Position FELIXSTOWE = new Position(51.95, 1.35);

    @Test public void zeroDistanceToSelf() { assertEquals(0.0, ROTTERDAM.distanceNm(ROTTERDAM), 1e-9); }
    @Test public void rotterdamFelixstowe() { assertEquals(100.0, ROTTERDAM.distanceNm(FELIXSTOWE), 1.0); }
    @Test public void symmetric() { assertEquals(ROTTERDAM.distanceNm(FELIXSTOWE), FELIXSTOWE.distanceNm(ROTTERDAM), 1e-9); }
    @Test public void oneDegreeOfLatitudeIsSixtyMiles() { assertEquals(60.0, new Position(10, 0).distanceNm(new Position(11, 0)), 0.1); }
    @Test public void bearingDueNorth() { assertEquals(0.0, new Position(10, 5).bearingTo(new Position(11, 5)), 1e-6); }
    @Test public void bearingDueSouth() { assertEquals(180.0, new Position(11, 5).bearingTo(new Position(10, 5)), 1e-6); }
    @Test public void bearingWestIsAbove180() { assertTrue(ROTTERDAM.bearingTo(FELIXSTOWE) > 180); }
    @Test(expected = IllegalArgumentException.class) public void latitudeOutOfRange() { new Position(91, 0); }
    @Test(expected = IllegalArgumentException.class) public void longitudeOutOfRange() { new Position(0, -181); }
}
