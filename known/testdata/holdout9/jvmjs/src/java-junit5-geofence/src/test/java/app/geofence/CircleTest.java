package app.geofence;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CircleTest {
    private final Circle depot = new Circle(new LatLon(52.3702, 4.8952), 250);

    @Test
    void centreIsInside() {
        assertTrue(depot.contains(new LatLon(52.3702, 4.8952)));
    }

    @Test
    void threeHundredMetresNorthIsOutside() {
        assertFalse(depot.contains(new LatLon(52.3729, 4.8952)));
    }
}
