package io.routewise.geo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BearingTest {
    @Test
    void dueNorth() {
        assertEquals(0.0, Bearing.degrees(new LatLon(10, 20), new LatLon(11, 20)), 1e-6);
    }

    @Test
    void dueEastOnEquator() {
        assertEquals(90.0, Bearing.degrees(new LatLon(0, 0), new LatLon(0, 1)), 1e-6);
    }
}
