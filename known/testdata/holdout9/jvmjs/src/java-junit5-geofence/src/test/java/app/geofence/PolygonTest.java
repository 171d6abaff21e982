package app.geofence;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolygonTest {
    private final Polygon square = new Polygon(List.of(
        new LatLon(0, 0), new LatLon(0, 1), new LatLon(1, 1), new LatLon(1, 0)));

    @Test
    void centreIsInside() {
        assertTrue(square.contains(new LatLon(0.5, 0.5)));
    }

    @Test
    void farPointIsOutside() {
        assertFalse(square.contains(new LatLon(2, 2)));
    }

    @Test
    void needsThreeVertices() {
        assertThrows(IllegalArgumentException.class,
            () -> new Polygon(List.of(new LatLon(0, 0), new LatLon(1, 1))));
    }
}
