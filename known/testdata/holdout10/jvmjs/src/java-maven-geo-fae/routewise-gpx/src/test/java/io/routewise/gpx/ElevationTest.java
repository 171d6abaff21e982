package io.routewise.gpx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ElevationTest {
    @Test
    void sumsOnlyClimbs() {
        Instant t = Instant.parse("2024-05-01T08:00:00Z");
        List<TrackPoint> track = List.of(new TrackPoint(0, 0, 100, t), new TrackPoint(0, 0, 130, t),
                new TrackPoint(0, 0, 120, t), new TrackPoint(0, 0, 150, t));
        assertEquals(60.0, Elevation.totalAscent(track), 1e-9);
    }
}
