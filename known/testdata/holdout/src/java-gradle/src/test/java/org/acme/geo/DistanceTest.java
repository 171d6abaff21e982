package org.acme.geo;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DistanceTest {
    @Test
    public void samePointIsZero() {
        Point p = new Point(52.52, 13.405);
        assertEquals(0.0, Distance.km(p, p), 1e-9);
    }

    @Test
    public void berlinToParis() {
        Point berlin = new Point(52.52, 13.405);
        Point paris = new Point(48.8566, 2.3522);
        assertEquals(1054.0, Distance.km(berlin, paris), 1.0);
    }
}
