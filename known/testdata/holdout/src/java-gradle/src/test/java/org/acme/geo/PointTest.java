package org.acme.geo;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class PointTest {
    @Test
    public void parsesPair() {
        Point p = Point.parse("10.5,20.25");
        assertEquals(10.5, p.lat, 0);
        assertEquals(20.25, p.lon, 0);
    }

    @Test
    public void parsesWithSpaces() {
        Point p = Point.parse("10.5, 20.25");
        assertEquals(20.25, p.lon, 0);
    }

    @Test
    public void parsesSwappedOrder() {
        Point p = Point.parse("120.0,45.0");
        assertEquals(45.0, p.lon, 0);
    }
}
